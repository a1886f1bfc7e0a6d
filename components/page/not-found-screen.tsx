import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/ui/site-defaults';

/** SPEC §2 not-found screen: a hero-style section with the logo and a way home. */
export async function NotFoundScreen() {
  const site = resolveSiteSettings(await getSiteSettings());
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <Logo light={site.logoLight} dark={site.logoDark} />
      <h1 className="text-4xl font-bold">Siden ble ikke funnet.</h1>
      <p className="max-w-xl text-lg">Siden du leter etter finnes ikke. Prøv å gå tilbake til forsiden.</p>
      <Link
        href="/"
        className="rounded bg-primary-900 px-5 py-3 font-semibold text-white hover:bg-primary-700 dark:bg-primary-50 dark:text-primary-950"
      >
        Til forsiden
      </Link>
    </section>
  );
}
