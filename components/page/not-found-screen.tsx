import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';
import { dictionary } from '@/lib/i18n/dictionary';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import { editionHome } from '@/lib/routing/edition-paths';

type Props = { language?: Language };

/** The not-found screen (docs/product-rules.md): a hero-style section with the logo and a way home. */
export async function NotFoundScreen({ language = DEFAULT_LANGUAGE }: Props) {
  const site = resolveSiteSettings(await getSiteSettings(language));
  const text = dictionary(language).notFound;
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-6 bg-primary-50 px-gutter py-24 text-center dark:bg-primary-900">
      <Logo light={site.logoLight} dark={site.logoDark} />
      <h1 className="text-4xl font-bold sm:text-5xl">{text.heading}</h1>
      <p className="max-w-xl text-lg">{text.body}</p>
      <Link href={editionHome(language)} className="btn btn-primary">
        {text.home}
      </Link>
    </section>
  );
}

/** The whole not-found page of an edition: the site's header, the screen, the footer. */
export function NotFoundPage({ language = DEFAULT_LANGUAGE }: Props) {
  return (
    <>
      <SiteHeader language={language} />
      <main id="innhold" tabIndex={-1}>
        <NotFoundScreen language={language} />
      </main>
      <SiteFooter language={language} />
    </>
  );
}
