'use client';

import type { ImgHTMLAttributes } from 'react';

/**
 * The page's LCP image, rendered from a client component on purpose. React's server renderer
 * turns every eager <img> of a server component into a preload hint inside the RSC payload, and
 * the browser acts on hints in prefetched payloads too: every page whose header prefetched the
 * home page downloaded the home page's hero image. From here the hint only reaches the page's
 * own HTML (as a <link rel=preload> in <head>), where it belongs.
 */
export function PriorityImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own, from getImageProps
  return <img {...props} alt={props.alt} />;
}
