'use client';

import dynamic from 'next/dynamic';

// Swiper and its stylesheet in their own chunk, fetched only on pages with a carousel; the island
// still renders on the server (docs/architecture.md, "Client islands").
export const CarouselSlides = dynamic(() =>
  import('./carousel-slides').then((module) => module.CarouselSlides),
);
