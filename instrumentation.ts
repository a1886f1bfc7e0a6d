export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { keepSingleValueHeadersSingle } = await import('./lib/http/single-value-headers');
  keepSingleValueHeadersSingle();
  if (process.env.NODE_ENV !== 'production') return;
  const { warnAboutMissingSecrets } = await import('./lib/publishing/startup-check');
  warnAboutMissingSecrets();
}

// One JSON log line per server error (lib/log); Next.js calls it in every runtime.
export { logRequestError as onRequestError } from './lib/log/request-error';
