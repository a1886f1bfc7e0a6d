import Image from 'next/image';
import type { ResolvedSiteSettings } from '@/lib/ui/site-defaults';

type LogoImage = ResolvedSiteSettings['logoLight'];

/** Black logo in the light scheme, white logo in the dark scheme; CSS picks, so there is no flash. */
export function Logo({ light, dark, className = 'h-16 w-auto' }: { light: LogoImage; dark: LogoImage; className?: string }) {
  return (
    <>
      <Image src={light.url} alt={light.alt} width={light.width} height={light.height} className={`${className} dark:hidden`} data-logo="light" unoptimized={light.url.endsWith('.svg')} />
      <Image src={dark.url} alt={dark.alt} width={dark.width} height={dark.height} className={`${className} hidden dark:block`} data-logo="dark" unoptimized={dark.url.endsWith('.svg')} />
    </>
  );
}
