import Link from 'next/link';
import { AnchorLink } from '@/components/ui/anchor-link';
import { safeHref } from '@/lib/ui/safe-href';

/**
 * The hero's call to action: '#section' scrolls smoothly, '/path' navigates, anything else is a
 * plain link. A link safeHref refuses (`javascript:` and the like) shows no button.
 */
export function HeroButton({ title, link: raw }: { title: string; link: string }) {
  const link = safeHref(raw);
  if (!link) return null;
  const className = 'btn btn-primary mt-8 text-lg';
  if (link.startsWith('#')) {
    return (
      <AnchorLink href={link} className={className}>
        {title}
      </AnchorLink>
    );
  }
  if (link.startsWith('/')) {
    return (
      <Link href={link} className={className}>
        {title}
      </Link>
    );
  }
  return (
    <a href={link} className={className}>
      {title}
    </a>
  );
}
