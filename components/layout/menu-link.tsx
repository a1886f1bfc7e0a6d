import Link from 'next/link';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/ui/anchor-link';
import type { MenuItem } from '@/lib/defaults/menu';

type Props = { item: MenuItem; className?: string; onNavigate?: () => void; children?: ReactNode };

/** A menu entry: anchors scroll smoothly to their section, pages are ordinary client navigations. */
export function MenuLink({ item, className, onNavigate, children }: Props) {
  if (item.kind === 'anchor') {
    return (
      <AnchorLink href={item.href} className={className} onNavigate={onNavigate}>
        {children ?? item.label}
      </AnchorLink>
    );
  }
  return (
    <Link href={item.href} className={className} onClick={onNavigate}>
      {children ?? item.label}
    </Link>
  );
}
