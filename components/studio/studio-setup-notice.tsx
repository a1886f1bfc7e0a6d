const STEPS = [
  {
    nb: 'Sett SANITY_PROJECT_ID (og eventuelt SANITY_DATASET, standard «production») i .env.local eller i miljøet der nettstedet bygges.',
    en: 'Set SANITY_PROJECT_ID (and SANITY_DATASET if not "production") in .env.local or the build environment.',
  },
  {
    nb: 'Legg til nettstedets adresse som CORS-opphav med «Allow credentials» på sanity.io/manage.',
    en: "Add the site's origin as a CORS origin with credentials allowed at sanity.io/manage.",
  },
  {
    nb: 'Bygg og start nettstedet på nytt (npm run build). Studioet leser prosjektet når det bygges.',
    en: 'Rebuild and restart the site (npm run build): the studio reads the project at build time.',
  },
];

/** /studio without a Sanity project: how to connect one, instead of a studio that cannot start. */
export function StudioSetupNotice() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16 font-sans text-gray-900">
      <h1 className="mb-2 text-3xl font-bold">Studioet er ikke koblet til et Sanity-prosjekt</h1>
      <p lang="en" className="mb-8 text-lg text-gray-600">
        The studio is not connected to a Sanity project
      </p>
      <p className="mb-2">
        Nettstedet viser nå innholdet i <code>content/production.ndjson</code>. For å redigere i
        Sanity Studio:
      </p>
      <p lang="en" className="mb-6 text-gray-600">
        The site currently shows the embedded dataset. To edit content in Sanity Studio:
      </p>
      <ol className="mb-8 list-decimal space-y-4 pl-6">
        {STEPS.map((step) => (
          <li key={step.en}>
            {step.nb}
            <br />
            <span lang="en" className="text-gray-600">
              {step.en}
            </span>
          </li>
        ))}
      </ol>
      <p>
        Hele veiledningen, også import av innholdet og webhook: <code>docs/studio.md</code>.
        <br />
        <span lang="en" className="text-gray-600">
          Full guide, including importing the content and the webhook: <code>docs/studio.md</code>.
        </span>
      </p>
    </main>
  );
}
