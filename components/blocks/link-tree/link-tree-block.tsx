import Link from 'next/link';
import type { LinkTreeLink } from '@/lib/sanity/types';
import { isSanityCdnUrl } from '@/lib/sanity/image-url';
import { isExternalHref, safeHref } from '@/lib/ui/safe-href';
import { siteUrl } from '@/lib/routing/site-url';
import type { BlockProps } from '../block-props';
import { LineIcon } from '@/components/ui/line-icon';

type ResolvedLink = {
  /** internal: a page of this site; other: mailto:, tel: and the like. */
  kind: 'file' | 'external' | 'internal' | 'other';
  key: string;
  title: string;
  href: string;
};

const BUTTON = 'btn btn-outline w-full justify-between text-left';

/**
 * The `download` attribute only works on the site's own origin; Sanity's CDN is another one,
 * so its files are asked to download with `?dl=` (Content-Disposition: attachment) instead.
 */
function fileHref(url: string): string {
  if (!isSanityCdnUrl(url)) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('dl', '');
  return parsed.toString();
}

function linkKind(href: string, origin: string): ResolvedLink['kind'] {
  if (isExternalHref(href, origin)) return 'external';
  // mailto:, tel: are not pages; a full URL on the site's own origin is.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith(origin)) return 'other';
  return 'internal';
}

function resolveLink(link: LinkTreeLink): ResolvedLink | null {
  const title = link.title?.trim();
  if (!title) return null;
  const file = safeHref(link.fileUrl);
  if (file) return { kind: 'file', key: link._key, title, href: fileHref(file) };
  const href = safeHref(link.url);
  if (!href) return null;
  return { kind: linkKind(href, siteUrl()), key: link._key, title, href };
}

function DownloadIcon() {
  return <LineIcon path="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />;
}

function ExternalIcon() {
  return <LineIcon path="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5" />;
}

function LinkButton({ link }: { link: ResolvedLink }) {
  switch (link.kind) {
    case 'file':
      return (
        <a href={link.href} download="" data-link-kind="file" className={BUTTON}>
          <span>
            {link.title}
            <span className="sr-only"> (last ned fil)</span>
          </span>
          <DownloadIcon />
        </a>
      );
    case 'external':
      // Same tab on purpose: the back button keeps working, and nothing opens unannounced.
      return (
        <a href={link.href} data-link-kind="external" className={BUTTON}>
          <span>
            {link.title}
            <span className="sr-only"> (ekstern side)</span>
          </span>
          <ExternalIcon />
        </a>
      );
    case 'other':
      return (
        <a href={link.href} data-link-kind="other" className={BUTTON}>
          {link.title}
        </a>
      );
    case 'internal':
      return (
        <Link href={link.href} data-link-kind="internal" className={BUTTON}>
          {link.title}
        </Link>
      );
  }
}

/** A title and a column of full-width link buttons; links without a title or a safe target are left out. */
export function LinkTreeBlock({ block }: BlockProps<'linkTree'>) {
  const links = (block.links ?? []).map(resolveLink).filter((link) => link !== null);
  if (!block.title && links.length === 0) return null;
  return (
    <div className="section-container max-w-xl py-12">
      {block.title ? <h2 className="text-center text-3xl font-bold">{block.title}</h2> : null}
      {links.length > 0 ? (
        <ul className="mt-6 flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.key}>
              <LinkButton link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
