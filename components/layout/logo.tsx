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

/**
 * The logo's size as drawn at its tallest. Given as the image's width and height (same aspect
 * ratio as the upload, so the box is reserved alike), it makes a `1x, 2x` srcset of two files
 * the size the logo is drawn at, instead of a `w` candidate for every configured width: the
 * logo sits in the not-found screen that every page's payload carries.
 */
const drawnSize = (image: LogoImage, heightPx: number) => ({
  width: Math.ceil((heightPx * image.width) / image.height),
  height: heightPx,
});

/** Black logo in the light scheme, white logo in the dark scheme; CSS picks, so there is no flash. */
export function Logo({ light, dark, className = 'h-16 w-auto', maxHeightPx = 64 }: Props) {
  return (
    <>
      <ResponsiveImage
        src={light.url}
        alt={light.alt}
        {...drawnSize(light, maxHeightPx)}
        className={`${className} dark:hidden`}
        data-logo="light"
      />
      <ResponsiveImage
        src={dark.url}
        alt={dark.alt}
        {...drawnSize(dark, maxHeightPx)}
        className={`${className} hidden dark:block`}
        data-logo="dark"
      />
    </>
  );
}
