import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { PRESENTATION_COOKIES } from '@/lib/publishing/draft-mode';
import { refererPath, safeRedirectPath } from '@/lib/publishing/redirect-path';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  (await draftMode()).disable();
  const cookieStore = await cookies();
  PRESENTATION_COOKIES.forEach((name) => cookieStore.delete(name));
  const url = new URL(request.url);
  const wanted =
    url.searchParams.get('redirect') ??
    refererPath(request.headers.get('referer'), request.headers.get('host'));
  return new NextResponse(null, {
    status: 307,
    headers: { 'Cache-Control': 'no-store', Location: safeRedirectPath(wanted) },
  });
}
