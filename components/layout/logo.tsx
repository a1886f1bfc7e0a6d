import { ResponsiveImage } from '@/components/ui/content-image';
import type { ResolvedSiteSettings } from '@/lib/ui/site-defaults';

type LogoImage = ResolvedSiteSettings['logoLight'];

/** Black logo in the light scheme, white logo in the dark scheme; CSS picks, so there is no flash. */
export function Logo({ light, dark, className = 'h-16 w-auto' }: { light: LogoImage; dark: LogoImage; className?: string }) {
  return (
    <>
      <ResponsiveImage src={light.url} alt={light.alt} width={light.width} height={light.height} className={`${className} dark:hidden`} data-logo="light" />
      <ResponsiveImage src={dark.url} alt={dark.alt} width={dark.width} height={dark.height} className={`${className} hidden dark:block`} data-logo="dark" />
    </>
  );
}
