#!/usr/bin/env bash
# Builds the standalone server exactly as the Dockerfile does, lays it out as the image does
# (server + .next/static + public + content, run from its own directory), starts it with node
# and checks health, pages, static files and headers, then runs the short load test against it.
# Docker itself is not needed. SMOKE_KEEP=1 keeps the build and the app directory.
set -euo pipefail
cd "$(dirname "$0")/.."

DIST_DIR=".next-standalone"
APP_DIR=".data/standalone-app"
PORT="${SMOKE_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
BASE="http://127.0.0.1:${PORT}"
SERVER_PID=""

cleanup() {
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [[ -z "${SMOKE_KEEP:-}" ]]; then rm -rf "$DIST_DIR" "$APP_DIR"; fi
}
trap cleanup EXIT INT TERM

passed=0
failed=0
check() {
  local name="$1"; shift
  if "$@"; then echo "✓ $name"; passed=$((passed + 1)); else echo "✗ $name"; failed=$((failed + 1)); fi
}

if [[ -z "${SMOKE_SKIP_BUILD:-}" || ! -f "$DIST_DIR/BUILD_ID" ]]; then
  echo "standalone-smoke: building into $DIST_DIR with NEXT_OUTPUT=standalone"
  started=$(date +%s)
  # next build writes its dist dir into tsconfig.json and next-env.d.ts; put back what it changed.
  guard=$(mktemp -d)
  cp tsconfig.json next-env.d.ts "$guard/" 2>/dev/null || true
  NEXT_OUTPUT=standalone NEXT_DIST_DIR="$DIST_DIR" NEXT_TELEMETRY_DISABLED=1 node node_modules/next/dist/bin/next build >/dev/null
  for file in tsconfig.json next-env.d.ts; do
    if [[ -f "$guard/$file" ]] && grep -q "$DIST_DIR" "$file" 2>/dev/null; then cp "$guard/$file" "$file"; fi
  done
  rm -rf "$guard"
  echo "standalone-smoke: build took $(( $(date +%s) - started )) s"
fi

# The same copy steps as the Dockerfile's runner stage.
rm -rf "$APP_DIR"
mkdir -p "$APP_DIR"
cp -R "$DIST_DIR/standalone/." "$APP_DIR/"
mkdir -p "$APP_DIR/$DIST_DIR"
cp -R "$DIST_DIR/static" "$APP_DIR/$DIST_DIR/static"
cp -R public "$APP_DIR/public"
cp -R content "$APP_DIR/content"
cp scripts/healthcheck.mjs "$APP_DIR/healthcheck.mjs"
echo "standalone-smoke: app directory $(du -sh "$APP_DIR" | cut -f1) (node_modules $(du -sh "$APP_DIR/node_modules" | cut -f1))"

(
  cd "$APP_DIR"
  # No project environment leaks in: the image runs with only what it is given. TRUSTED_PROXY_HOPS=1:
  # the load test acts as many visitors behind one proxy (X-Forwarded-For), as in production.
  exec env -i PATH="$PATH" NODE_ENV=production PORT="$PORT" HOSTNAME=127.0.0.1 NEXT_TELEMETRY_DISABLED=1 \
    SANITY_REVALIDATE_SECRET=smoke-secret CONTACT_DB_FILE=.data/contact.db TRUSTED_PROXY_HOPS=1 node server.js
) >"$APP_DIR.log" 2>&1 &
SERVER_PID=$!

for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "$BASE/api/health" 2>/dev/null; then break; fi
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then echo "standalone-smoke: the server exited"; cat "$APP_DIR.log"; exit 1; fi
  sleep 0.5
done

health=$(curl -sS "$BASE/api/health")
check "GET /api/health answers ok with the local dataset" grep -q '"status":"ok".*"contentSource":"local"' <<<"$health"
check "the home page is served" test "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/")" = 200
slug=$(node -e "
const docs = require('fs').readFileSync('content/production.ndjson','utf8').split('\n').filter(Boolean).map(JSON.parse);
const page = docs.find(d => d._type === 'page' && !d._id.startsWith('drafts.') && d.slug?.current && d.slug.current !== '/' && !(d.pageBuilder ?? []).some(b => b._type === 'redirect'));
console.log(page.slug.current)")
check "a slug page (/$slug) is served" test "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/$slug")" = 200
home_html=$(curl -s "$BASE/")
# `|| true`: head closing the pipe early is not a failure (pipefail would say it is).
chunk=$(grep -o '/_next/static/[^"]*\.js' <<<"$home_html" | head -1 || true)
check "static chunks are served ($chunk)" bash -c '[[ -n "$1" ]] && test "$(curl -s -o /dev/null -w "%{http_code}" "$2$1")" = 200' _ "$chunk" "$BASE"
image=$(grep -o '/_next/image?url=[^" ]*' <<<"$home_html" | head -1 | sed 's/&amp;/\&/g' || true)
if [[ -n "$image" ]]; then
  check "the image optimizer answers ($image)" bash -c 'curl -s -o /dev/null -w "%{http_code} %{content_type}" "$1" | grep -q "^200 image/"' _ "$BASE$image"
fi
check "the site stylesheet is inline in the HTML" grep -q '<style data-site-stylesheet="/_assets/site\.' <<<"$home_html"
font=$(grep -o '/_assets/[^"]*\.woff2' <<<"$home_html" | head -1 || true)
check "the brand fonts are served ($font)" bash -c '[[ -n "$1" ]] && test "$(curl -s -o /dev/null -w "%{http_code}" "$2$1")" = 200' _ "$font" "$BASE"
check "public files are served (/hoopla-embed.js)" test "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/hoopla-embed.js")" = 200
check "an unknown page is a 404" test "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/finnes-ikke-smoke")" = 404
headers=$(curl -sS -D - -o /dev/null "$BASE/")
check "security headers are sent (CSP, HSTS, nosniff, frame options)" bash -c 'grep -qi "^content-security-policy: default-src" <<<"$1" && grep -qi "^strict-transport-security:" <<<"$1" && grep -qi "^x-content-type-options: nosniff" <<<"$1" && grep -qi "^x-frame-options: DENY" <<<"$1"' _ "$headers"
check "the image's HEALTHCHECK command passes" bash -c "cd '$APP_DIR' && PORT='$PORT' node healthcheck.mjs"

echo "standalone-smoke: short load test against the standalone server"
if BENCH_URL="$BASE" BENCH_CONTACT_DB_FILE="$APP_DIR/.data/contact.db" BENCH_SERVER="standalone server.js" \
  BENCH_DURATION="${SMOKE_BENCH_DURATION:-5}" BENCH_CONNECTIONS="${SMOKE_BENCH_CONNECTIONS:-10}" node bench/load.mjs; then
  passed=$((passed + 1))
else
  echo "✗ short load test"
  failed=$((failed + 1))
fi

echo "standalone-smoke: $passed passed, $failed failed"
test "$failed" -eq 0
