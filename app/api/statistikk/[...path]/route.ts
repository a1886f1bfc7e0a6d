import { handleAnalyticsProxy } from '@/lib/analytics/proxy';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

// The statistics script and its events, through this site's origin (lib/analytics/proxy.ts).
export async function GET(request: Request, { params }: Context) {
  return handleAnalyticsProxy(request, (await params).path);
}

export async function POST(request: Request, { params }: Context) {
  return handleAnalyticsProxy(request, (await params).path);
}
