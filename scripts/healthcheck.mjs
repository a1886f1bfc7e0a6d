// The container's HEALTHCHECK (copied into the image as /app/healthcheck.mjs). Healthy while the
// server answers its liveness check, GET /api/health, with 200: that endpoint probes no
// dependency, so a Sanity, Redis or HubSpot outage never marks the container unhealthy
// (restarting it would only drop the pages it still serves). docs/operations.md.
const port = process.env.PORT || 3000;
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
    signal: AbortSignal.timeout(4000),
  });
  process.exit(response.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
