import type { prePaintSources as serverSources } from './server';

/** The browser's `#pre-paint-sources`: no source text (./server.ts says why). */
export const prePaintSources: typeof serverSources = { start: '', main: '' };
