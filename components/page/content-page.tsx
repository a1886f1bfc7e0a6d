import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getPage } from '@/lib/sanity';
import { findRedirect } from '@/lib/redirect-target';
import { BlockList } from '@/components/blocks/block-list';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** One content page: header with the page's menu, its blocks in order, the footer unless hidden. */
export async function ContentPage({ slug }: { slug: string }) {
  const page = await getPage(slug);
  if (!page) notFound();

  const target = findRedirect(page.pageBuilder);
  if (target) {
    if (target.permanent) permanentRedirect(target.location);
    redirect(target.location);
  }

  return (
    <>
      <SiteHeader menuSlug={page.menuSlug} fixed={page.fixHeader === true} />
      <main id="innhold" className={page.fixHeader ? 'pt-[200px]' : undefined}>
        <BlockList blocks={page.pageBuilder ?? []} />
      </main>
      {page.hideFooter ? null : <SiteFooter />}
    </>
  );
}
