import { NextResponse } from 'next/server';
import { handleContactRequest } from '@/lib/contact';

export const dynamic = 'force-dynamic';
// HubSpot delivery may retry for about 10 s; leave room so the platform does not cut it off.
export const maxDuration = 30;

export async function POST(request: Request) {
  const outcome = await handleContactRequest(request);
  return NextResponse.json(outcome.body, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store', ...outcome.headers },
  });
}
