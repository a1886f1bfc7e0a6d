import type { Instrumentation } from 'next';
import { logEvent } from './log-event';

function describe(error: unknown): { error: string; digest?: string } {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return typeof digest === 'string' ? { error: text, digest } : { error: text };
}

/**
 * Next.js calls this for every uncaught error while rendering a page or running a route handler,
 * including background rebuilds of a cached page. The query string and headers are left out:
 * they can carry personal data and secrets; the digest links the line to the error page shown.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  logEvent(
    'server.error',
    {
      method: request.method,
      path: request.path.split('?')[0],
      routePath: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      revalidateReason: context.revalidateReason,
      ...describe(error),
    },
    'error',
  );
};
