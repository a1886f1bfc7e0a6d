import { NextResponse } from 'next/server';
import { LANGUAGES } from '@/lib/i18n/languages';
import { offlineList } from '@/lib/offline/offline-list';
import type { OfflineList } from '@/lib/offline/paths';

// Rebuilt when a publish revalidates the page index, the safety page or the programme (the reads
// are tagged).
export const dynamic = 'force-static';

/**
 * What the service worker keeps for offline use (lib/offline/service-worker.ts): both editions'
 * safety pages and offline-ready pages (docs/i18n.md).
 */
export async function GET() {
  const lists = await Promise.all(LANGUAGES.map((language) => offlineList(language)));
  const unique = (values: string[]) => [...new Set(values)];
  return NextResponse.json({
    pages: lists.flatMap((list) => list.pages),
    files: unique(lists.flatMap((list) => list.files)),
    events: unique(lists.flatMap((list) => list.events)),
  } satisfies OfflineList);
}
