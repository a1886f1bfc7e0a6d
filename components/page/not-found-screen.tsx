import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';

/** The not-found screen (docs/product-rules.md): a hero-style section with the logo and a way home. */
export async function NotFoundScreen() {
  const site = resolveSiteSettings(await getSiteSettings());
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-6 bg-primary-50 px-gutter py-24 text-center dark:bg-primary-900">
      <Logo light={site.logoLight} dark={site.logoDark} />
      <h1 className="text-4xl font-bold sm:text-5xl">Siden ble ikke funnet.</h1>
      <p className="max-w-xl text-lg">
        Siden du leter etter finnes ikke. Prøv å gå tilbake til forsiden.
      </p>
      <Link href="/" className="btn btn-primary">
        Til forsiden
      </Link>
    </section>
  );
}

/** The whole not-found page: the site's header, the screen, the footer. */
export function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <main id="innhold" tabIndex={-1}>
        <NotFoundScreen />
      </main>
      <SiteFooter />
    </>
  );
}
