'use client';

import dynamic from 'next/dynamic';

/*
 * The interactive parts of blocks, each split into its own chunk. Turbopack gives every client
 * component a route imports to that route's shared chunk group, and the block registry imports
 * every block, so a plain import would ship Swiper (and its stylesheet) or the contact form's
 * react-hook-form and zod to every page. Through next/dynamic, the island still renders on
 * the server, and the browser fetches its code and CSS only on pages that render it.
 */

export const CarouselSlides = dynamic(() =>
  import('./carousel/carousel-slides').then((module) => module.CarouselSlides),
);

export const GalleryLightbox = dynamic(() =>
  import('./gallery/gallery-lightbox').then((module) => module.GalleryLightbox),
);

// react-hook-form, zod and the form's own code: about 49 kB gzip that only form pages need.
export const ContactForm = dynamic(() =>
  import('@/components/contact/contact-form').then((module) => module.ContactForm),
);

// The video play button: a few hundred bytes, only on pages with a video block.
export const VideoFacade = dynamic(() =>
  import('./video/video-facade').then((module) => module.VideoFacade),
);

// The programme's filters, Min festival and now/next: only pages with a programme block need it.
export const ProgrammeControls = dynamic(() =>
  import('@/components/programme/programme-controls').then((module) => module.ProgrammeControls),
);

// The Min festival star on each event of a programme block.
export const StarButton = dynamic(() =>
  import('@/components/programme/star-button').then((module) => module.StarButton),
);
