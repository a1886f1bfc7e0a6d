// The container's HEALTHCHECK (copied into the image as /app/healthcheck.mjs). Healthy while the
// server answers /api/health with 200, or with 503 (the content source is down but cached pages
// are still served): restarting then would only drop those pages, so 503 is for alerts only.
const port = process.env.PORT || 3000;
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  process.exit(response.status === 200 || response.status === 503 ? 0 : 1);
} catch {
  process.exit(1);
}
