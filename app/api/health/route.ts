import { NextResponse } from 'next/server';
import { contentSourceKind } from '@/lib/sanity/source';

export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.json(
    { status: 'ok', contentSource: contentSourceKind() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
