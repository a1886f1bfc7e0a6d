import type { ResolvedSection } from '@/lib/defaults/text-section';

export const proseLinkClass =
  'font-semibold underline underline-offset-4 hover:no-underline focus-visible:no-underline';

/** Sections of plain text: a heading (h2) with an anchor, paragraphs, a list, a link. */
export function TextSections({ sections }: { sections: ResolvedSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-tittel`}
          className="mt-12 max-w-3xl scroll-mt-24"
        >
          <h2 id={`${section.id}-tittel`} className="text-2xl font-bold sm:text-3xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items && section.items.length > 0 ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-lg leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.link ? (
            <p className="mt-4 text-lg">
              <a href={section.link.href} className={`${proseLinkClass} inline-block py-1`}>
                {section.link.label}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
