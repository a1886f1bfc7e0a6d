import { ResponsiveImage } from '@/components/ui/content-image';
import type { ResolvedSiteSettings } from '@/lib/defaults/site-settings';

type LogoImage = ResolvedSiteSettings['logoLight'];

type Props = {
  light: LogoImage;
  dark: LogoImage;
  /** Sets the rendered height; keep `maxHeightPx` in step with its largest height. */
  className?: string;
  /** The tallest the logo is drawn (CSS px), so the browser fetches a file that size, not the upload's. */
  maxHeightPx?: number;
};

/** The displayed width at a given height, for the image's `sizes`. */
const sizesAt = (image: LogoImage, heightPx: number) =>
  `${Math.ceil((heightPx * image.width) / image.height)}px`;

/** Black logo in the light scheme, white logo in the dark scheme; CSS picks, so there is no flash. */
export function Logo({ light, dark, className = 'h-16 w-auto', maxHeightPx = 64 }: Props) {
  return (
    <>
      <ResponsiveImage
        src={light.url}
        alt={light.alt}
        width={light.width}
        height={light.height}
        sizes={sizesAt(light, maxHeightPx)}
        className={`${className} dark:hidden`}
        data-logo="light"
      />
      <ResponsiveImage
        src={dark.url}
        alt={dark.alt}
        width={dark.width}
        height={dark.height}
        sizes={sizesAt(dark, maxHeightPx)}
        className={`${className} hidden dark:block`}
        data-logo="dark"
      />
    </>
  );
}
