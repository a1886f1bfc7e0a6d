import Link from 'next/link';
import { safeHref } from '@/lib/ui/safe-href';
import type { BlockProps } from './registry';

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
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="transition-transform group-hover:translate-x-1"
        >
          <path d="M5 12h14m-5-5 5 5-5 5" />
        </svg>
      </Link>
    </div>
  );
}
