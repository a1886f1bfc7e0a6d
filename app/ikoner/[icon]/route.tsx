import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { APP_ICONS, SCHEME_COLOURS, type AppIconName } from '@/lib/install/manifest';
import { logoDataUrl } from '@/lib/install/logo-data-url';
import { getSiteSettings } from '@/lib/sanity';
import { resolveSiteSettings } from '@/lib/defaults/site-settings';

type Params = { params: Promise<{ icon: string }> };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(APP_ICONS).map((icon) => ({ icon }));
}

// A maskable icon is cropped to a circle of 80 % of its width; the logo must fit inside it.
const LOGO_WIDTH = { any: 0.86, maskable: 0.7 } as const;

/** App icons drawn from the light-scheme logo on the light background, at build time. */
export async function GET(_request: Request, { params }: Params) {
  const { icon } = await params;
  if (!Object.hasOwn(APP_ICONS, icon)) notFound();
  const { size, purpose } = APP_ICONS[icon as AppIconName];
  const logo = resolveSiteSettings(await getSiteSettings()).logoLight;
  const width = Math.round(size * LOGO_WIDTH[purpose]);
  const height = Math.round((width * logo.height) / logo.width);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: SCHEME_COLOURS.light.background,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG, not HTML */}
      <img src={await logoDataUrl(logo.url)} width={width} height={height} alt="" />
    </div>,
    { width: size, height: size },
  );
}
