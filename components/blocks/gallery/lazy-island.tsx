'use client';

import dynamic from 'next/dynamic';

// The lightbox in its own chunk, fetched only on pages with a gallery; the island still renders
// on the server (docs/architecture.md, "Client islands").
export const GalleryLightbox = dynamic(() =>
  import('./gallery-lightbox').then((module) => module.GalleryLightbox),
);
