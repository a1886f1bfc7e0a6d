import { NextResponse } from 'next/server';
import { handleRevalidateWebhook } from '@/lib/publishing/revalidate';
import { SIGNATURE_HEADER_NAME } from '@/lib/publishing/signature';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  // The raw text, not request.json(): the signature covers the exact bytes Sanity sent.
  const outcome = await handleRevalidateWebhook({
    rawBody: await request.text(),
    signatureHeader: request.headers.get(SIGNATURE_HEADER_NAME),
  });
  return NextResponse.json(outcome.body, {
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store' },
  });
}
