import { NextResponse } from 'next/server';
import { readLimitedBody } from '@/lib/http/limited-body';
import { handleRevalidateWebhook, MAX_BODY_BYTES } from '@/lib/publishing/revalidate';
import { SIGNATURE_HEADER_NAME } from '@/lib/publishing/signature';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function POST(request: Request) {
  // The raw text, not request.json(): the signature covers the exact bytes Sanity sent.
  // Read with a bound, so an oversized body is refused without holding it in memory.
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (body.kind === 'too-large') {
    return NextResponse.json({ message: 'Body too large' }, { status: 413, headers: NO_STORE });
  }
  if (body.kind === 'not-utf8') {
    return NextResponse.json({ message: 'Body is not valid UTF-8' }, { status: 400, headers: NO_STORE });
  }
  const outcome = await handleRevalidateWebhook({
    rawBody: body.text,
    signatureHeader: request.headers.get(SIGNATURE_HEADER_NAME),
  });
  return NextResponse.json(outcome.body, { status: outcome.status, headers: NO_STORE });
}
