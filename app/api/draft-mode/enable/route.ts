import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { decideDraftModeEnable } from '@/lib/publishing/draft-mode';
import { logEvent } from '@/lib/log';
import { presentationClient } from '@/lib/sanity/client';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function GET(request: Request) {
  const decision = decideDraftModeEnable(new URL(request.url));
  if (decision.kind === 'presentation') {
    const client = presentationClient();
    if (client) return defineEnableDraftMode({ client }).GET(request);
    return NextResponse.json(
      { message: 'Draft preview is not configured on this server' },
      { status: 500, headers: NO_STORE },
    );
  }
  if (decision.kind === 'refuse') {
    if (decision.logLine)
      logEvent('preview.refused', { status: decision.status, reason: decision.logLine }, 'error');
    return NextResponse.json(
      { message: decision.message },
      { status: decision.status, headers: NO_STORE },
    );
  }
  (await draftMode()).enable();
  // A relative Location keeps the editor on whatever host they reached us through.
  return new NextResponse(null, {
    status: 307,
    headers: { ...NO_STORE, Location: decision.redirectTo },
  });
}
