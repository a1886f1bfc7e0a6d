export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'production') return;
  const { warnAboutMissingSecrets } = await import('./lib/publishing/startup-check');
  warnAboutMissingSecrets();
}
