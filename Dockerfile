# syntax=docker/dockerfile:1
# The festival site as a self-contained Node.js server (Next.js standalone output).
#
#   docker build -t matfestival \
#     --build-arg NEXT_PUBLIC_SITE_URL=https://www.example.no \
#     [--build-arg SANITY_PROJECT_ID=abc123 --build-arg SANITY_DATASET=production] .
#   docker run -p 3000:3000 -e SANITY_REVALIDATE_SECRET=... -v matfestival-data:/app/.data matfestival
#
# Secrets are never build arguments (they would stay in the image history): pass them with
# `docker run -e` or an env file. See docs/operations.md.

# The Node version matches .node-version (the runtime the tests run on);
# node:sqlite (the contact store) needs 22.13 or later.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# A fresh layer never keeps Turbopack's build cache, so the build does not write it.
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_OUTPUT=standalone \
    NEXT_BUILD_CACHE=off
# Read at build time: public URLs are inlined into pages, the CSP frame-src comes from the
# sales URL, and the pages are prerendered from the content source chosen here (the local
# dataset unless SANITY_PROJECT_ID is set; published content needs no token).
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_HOOPLA_SALES_URL
ARG SANITY_PROJECT_ID
ARG SANITY_DATASET
# A fleet (docs/operations.md): NEXT_CACHE_HANDLER=redis wires the shared Redis cache into the
# image (it is used when the container has REDIS_URL); NEXT_DEPLOYMENT_ID names the deployment
# (default: the build's own id). Every container from this image shares both.
ARG NEXT_CACHE_HANDLER
ARG NEXT_DEPLOYMENT_ID
ENV NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
    NEXT_PUBLIC_HOOPLA_SALES_URL=${NEXT_PUBLIC_HOOPLA_SALES_URL} \
    SANITY_PROJECT_ID=${SANITY_PROJECT_ID} \
    SANITY_DATASET=${SANITY_DATASET} \
    NEXT_CACHE_HANDLER=${NEXT_CACHE_HANDLER} \
    NEXT_DEPLOYMENT_ID=${NEXT_DEPLOYMENT_ID}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The site, then the staff CLI as one JavaScript file (the runner has no tsx or sources).
RUN npm run build && node scripts/build-contact-cli.mjs .next/contact-cli.mjs

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
# The server, its traced node_modules, the client assets, public files and the embedded dataset
# (read from the working directory). Owned by root and read-only for the `node` user the server
# runs as: a compromised server cannot change its own code. It writes only where it must: Next's
# cache (.next/cache: resized images and fetched data; .next/server/app's page files for one
# instance without Redis) and the contact store (.data). The compose file mounts a tmpfs on the first and runs the container read-only.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/content ./content
COPY --from=build /app/scripts/healthcheck.mjs ./healthcheck.mjs
# The staff CLI (docs/contact.md): `docker compose -f deploy/compose.yaml exec app1 node contact.mjs list`.
COPY --from=build /app/.next/contact-cli.mjs ./contact.mjs
# One instance without Redis keeps its regenerated pages where the build put them
# (.next/server/app, Next's disk cache): those folders and page files are the server's, the
# JavaScript beside them stays root's.
RUN chmod -R go-w /app \
    && mkdir -p /app/.data /app/.next/cache \
    && chown node:node /app/.data /app/.next/cache \
    && find /app/.next/server/app -type d -exec chown node:node {} + \
    && find /app/.next/server/app -type f ! -name '*.js' ! -name '*.js.map' -exec chown node:node {} +
# The contact store (.data/contact.db) lives here: mount a volume to keep it.
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "server.js"]
