'use client';

import { VisualEditing } from 'next-sanity/visual-editing';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';

type RefreshPayload = { source: 'manual' | 'mutation' };

/**
 * Click-to-edit overlays in the studio's Presentation tool (draft mode with Sanity only). An
 * edit in the studio re-renders the page's server components with `router.refresh()`: draft
 * reads are uncached, so the refresh shows the edit without a full reload or losing scroll.
 */
export function DraftVisualEditing() {
  const router = useRouter();
  const refresh = useCallback(
    (payload: RefreshPayload) => {
      router.refresh();
      // Presentation shows its loading state until this settles.
      return payload.source === 'mutation'
        ? new Promise<void>((resolve) => setTimeout(resolve, 500))
        : new Promise<void>((resolve) => setTimeout(resolve, 1000));
    },
    [router],
  );
  return <VisualEditing refresh={refresh} />;
}
