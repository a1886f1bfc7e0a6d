import { NextResponse } from 'next/server';
import { checkContactDelivery } from '@/lib/health/contact-check';
import { checkContentSource } from '@/lib/health/content-source-check';
import { logEvent } from '@/lib/log';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** 200 when the content source in use answers, 503 when it does not (load balancers and Docker read the status). */
export async function GET() {
  const [check, contact] = await Promise.all([checkContentSource(), checkContactDelivery()]);
  const checkedAt = new Date().toISOString();
  const base = { contentSource: check.contentSource, reachable: check.reachable, checkedAt, durationMs: check.durationMs, contact };
  if (check.reachable) return NextResponse.json({ status: 'ok', ...base }, { headers: NO_STORE });

  logEvent('health.degraded', { contentSource: check.contentSource, problem: check.problem, error: check.detail }, 'warn');
  return NextResponse.json({ status: 'degraded', ...base, problem: check.problem }, { status: 503, headers: NO_STORE });
}
