import { cache } from 'react';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { routePath } from '@/lib/routing/edition-paths';
import { SocialIcon } from './social-icon';
import { ThemeToggle } from './theme-toggle';

/** Dark in both schemes, so the text colours below are fixed rather than scheme-dependent. */
const footerTree = cache(async (language: Language) => {
  const site = resolveSiteSettings(await getSiteSettings(language));
  const text = dictionary(language).footer;
  const toggle = dictionary(language).site;
  return (
    <footer className="bg-primary-900 text-primary-50 dark:border-t dark:border-primary-800 dark:bg-primary-950">
      <div className="section-container flex flex-col gap-8 py-12 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-3">
          <p className="font-heading text-2xl font-bold">{site.companyName}</p>
          <p className="max-w-md text-primary-200">
            {text.questions}{' '}
            <a
              href={`mailto:${site.email}`}
              className="font-semibold text-white underline underline-offset-4 hover:no-underline"
            >
              {site.email}
            </a>
            .
          </p>
          <nav aria-label={text.aboutSite}>
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              <li>
                <a
                  href={routePath('privacy', language)}
                  className="inline-flex min-h-[44px] items-center text-primary-100 underline underline-offset-4 hover:no-underline"
                >
                  {text.privacy}
                </a>
              </li>
              <li>
                <a
                  href={routePath('accessibility', language)}
                  className="inline-flex min-h-[44px] items-center text-primary-100 underline underline-offset-4 hover:no-underline"
                >
                  {text.accessibility}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <div className="flex flex-col gap-4 sm:items-end">
          {site.social.length > 0 ? (
            <ul aria-label={text.followUs} className="flex flex-wrap gap-2">
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
                    <span className="sr-only">{text.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <ThemeToggle
            labels={{ toDark: toggle.toDark, toLight: toggle.toLight }}
            className="border-primary-600 text-primary-50 hover:bg-white/10"
          />
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
export async function SiteFooter({ language = DEFAULT_LANGUAGE }: { language?: Language }) {
  return footerTree(language);
}
