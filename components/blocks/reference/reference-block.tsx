import Link from 'next/link';
import { safeHref } from '@/lib/ui/safe-href';
import type { BlockProps } from '../block-props';
import { LineIcon } from '@/components/ui/line-icon';

/** A link to the referenced document, titled by it; a missing or unsafe target renders nothing. */
export function ReferenceBlock({ block }: BlockProps<'reference'>) {
  const title = block.target?.title?.trim();
  const href = safeHref(block.target?.link);
  if (!title || !href) return null;
  return (
    <div className="section-container py-6">
      <Link
        href={href}
        className="group inline-flex items-center gap-2 text-lg font-semibold underline underline-offset-4 hover:no-underline"
      >
        {title}
        <LineIcon
          path="M5 12h14m-5-5 5 5-5 5"
          className="transition-transform group-hover:translate-x-1"
        />
      </Link>
    </div>
  );
}
