'use client';

import dynamic from 'next/dynamic';

// The programme's islands in their own chunks, fetched only on pages that render them; they
// still render on the server (docs/architecture.md, "Client islands").

// The programme's filters, Min festival and now/next: only pages with a programme block need it.
export const ProgrammeControls = dynamic(() =>
  import('./programme-controls').then((module) => module.ProgrammeControls),
);

// The Min festival star on each event of a programme block and on the event page.
export const StarButton = dynamic(() =>
  import('./star-button').then((module) => module.StarButton),
);
