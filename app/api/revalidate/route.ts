import { after, NextResponse } from 'next/server';
import { invalidateSharedTags } from '@/lib/cache/invalidation.mjs';
import { purgeCdnAfterRevalidation } from '@/lib/cdn/purge';
import { readLimitedBody } from '@/lib/http/limited-body';
import { handleRevalidateWebhook, MAX_BODY_BYTES } from '@/lib/publishing/revalidate';
import { SIGNATURE_HEADER_NAME } from '@/lib/publishing/signature';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function POST(request: Request) {
  // The raw bytes, not request.json(): the signature covers exactly what Sanity sent. Read with
  // a bound, so an oversized body is refused without being held in memory.
  const outcome = await handleRevalidateWebhook(
    {
      body: await readLimitedBody(request, MAX_BODY_BYTES),
      signatureHeader: request.headers.get(SIGNATURE_HEADER_NAME),
    },
    {
      // After the response: Next applies the revalidated tags to the cache (Redis for a fleet)
      // when the handler returns, so a CDN purged earlier could refetch the old page. At once
      // and twice more, for a CDN fetch that was already on its way (lib/cdn/purge.ts); before
      // each later purge the shared cache is invalidated again, for a render that was under way.
      purge: (tags) =>
        after(() => purgeCdnAfterRevalidation(tags, { beforeRepurge: invalidateSharedTags })),
    },
  );
  return NextResponse.json(outcome.body, { status: outcome.status, headers: NO_STORE });
}
