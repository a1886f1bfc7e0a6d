import { NextResponse } from 'next/server';
import { offlineList } from '@/lib/offline/offline-list';

// Rebuilt when a publish revalidates the page index, the safety page or the programme (the reads
// are tagged).
export const dynamic = 'force-static';

/** What the service worker keeps for offline use (lib/offline/service-worker.ts). */
export async function GET() {
  return NextResponse.json(await offlineList());
}
