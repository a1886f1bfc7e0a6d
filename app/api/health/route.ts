import { NextResponse } from 'next/server';
import { mayReadDeepHealth } from '@/lib/health/access';
import { deepHealth, liveness } from '@/lib/health/report';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health: liveness, 200 while this process can serve pages, whatever Sanity, Redis or
 * HubSpot do (Docker's HEALTHCHECK, load balancers, Kubernetes probes).
 * GET /api/health?deep=1: every dependency with its own state, 503 when one is down; for
 * monitoring and alerts, never for taking instances out of rotation. Operators only: it needs
 * `Authorization: Bearer <HEALTH_TOKEN>` or a request from this host. docs/operations.md.
 */
export async function GET(request: Request) {
  const deep = new URL(request.url).searchParams.get('deep');
  if (deep === '1' || deep === 'true') {
    if (!mayReadDeepHealth(request.headers)) {
      return NextResponse.json(
        {
          error:
            'The deep health report needs Authorization: Bearer <HEALTH_TOKEN> or a request from this host',
        },
        { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer' } },
      );
    }
    const report = await deepHealth();
    return NextResponse.json(report, {
      status: report.status === 'ok' ? 200 : 503,
      headers: NO_STORE,
    });
  }
  return NextResponse.json(liveness(), { headers: NO_STORE });
}
