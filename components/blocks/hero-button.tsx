import Link from 'next/link';
import { AnchorLink } from '@/components/ui/anchor-link';

/** The hero's call to action: '#section' scrolls smoothly, '/path' navigates, anything else is a plain link. */
export function HeroButton({ title, link }: { title: string; link: string }) {
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
