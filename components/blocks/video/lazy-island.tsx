'use client';

import dynamic from 'next/dynamic';

// The video play button: a few hundred bytes, only on pages with a video block
// (docs/architecture.md, "Client islands").
export const VideoFacade = dynamic(() =>
  import('./video-facade').then((module) => module.VideoFacade),
);
