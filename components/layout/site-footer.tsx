import { cache } from 'react';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from '@/lib/routing/trust-paths';
import { SocialIcon } from './social-icon';
import { ThemeToggle } from './theme-toggle';

/** Dark in both schemes, so the text colours below are fixed rather than scheme-dependent. */
const footerTree = cache(async () => {
  const site = resolveSiteSettings(await getSiteSettings());
  return (
    <footer className="bg-primary-900 text-primary-50 dark:border-t dark:border-primary-800 dark:bg-primary-950">
      <div className="section-container flex flex-col gap-8 py-12 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-3">
          <p className="font-heading text-2xl font-bold">{site.companyName}</p>
          <p className="max-w-md text-primary-200">
            Har du spørsmål eller lyst til å samarbeide? Send oss gjerne en e-post på{' '}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-white underline underline-offset-4 hover:no-underline"
            >
              {site.email}
            </a>
            .
          </p>
          <nav aria-label="Om nettstedet">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              <li>
                <a
                  href={PRIVACY_PATH}
                  className="inline-flex min-h-[44px] items-center text-primary-100 underline underline-offset-4 hover:no-underline"
                >
                  Personvern
                </a>
              </li>
              <li>
                <a
                  href={ACCESSIBILITY_PATH}
                  className="inline-flex min-h-[44px] items-center text-primary-100 underline underline-offset-4 hover:no-underline"
                >
                  Tilgjengelighet
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-4 sm:items-end">
          {site.social.length > 0 ? (
            <ul aria-label="Følg oss" className="flex flex-wrap gap-2">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-social={link.network}
                    className="inline-flex min-h-[44px] items-center gap-2 rounded px-3 py-2 hover:bg-white/10"
                  >
                    <SocialIcon network={link.network} />
                    {link.label}
                    <span className="sr-only"> (åpnes i ny fane)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ThemeToggle className="border-primary-600 text-primary-50 hover:bg-white/10" />
        </div>
      </div>
    </footer>
  );
});

/**
 * The footer. A page's payload also carries the not-found screen's footer (Next renders the root
 * not-found boundary into each page); both are the one element tree made once per request, which
 * React writes into the payload once.
 */
export async function SiteFooter() {
  return footerTree();
}
