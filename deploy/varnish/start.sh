#!/bin/sh
# The Varnish container's entrypoint (deploy/compose.yaml): renders the VCL, starts varnishd, and
# follows the app containers. Varnish resolves a backend's host name, and the names in an ACL,
# once, when a VCL is loaded: a recreated app container comes back on a new address, and until a
# reload Varnish would send visitors and refuse purges to the old one. So the VCL is rendered
# with the app containers' current addresses, and every FOLLOW_INTERVAL seconds (default 5)
# they are looked up again; when one changed, the VCL is rendered again and loaded with
# varnishadm (vcl.load + vcl.use: no restart, the cache stays). Each rendering replaces
# __CDN_PURGE_TOKEN__ with CDN_PURGE_TOKEN. Logs one line per reload on stderr.
#
# Settings (environment): CDN_PURGE_TOKEN (required), APP_HOSTS (default "app1 app2"), APP_PORT
# (3000), LISTEN (:80), VARNISH_SIZE (256m), TEMPLATES (the directory holding compose.vcl and
# default.vcl, default this script's), WORK (/tmp/varnish), RESOLVE (a command printing the
# address of the host name given as its argument; default getent), VARNISHD_ARGS (more
# arguments for varnishd), STATIC_FILES_TTL (read by the VCL itself).
set -eu

: "${CDN_PURGE_TOKEN:?set CDN_PURGE_TOKEN}"
APP_HOSTS=${APP_HOSTS:-app1 app2}
APP_PORT=${APP_PORT:-3000}
LISTEN=${LISTEN:-:80}
VARNISH_SIZE=${VARNISH_SIZE:-256m}
TEMPLATES=${TEMPLATES:-$(dirname "$0")}
WORK=${WORK:-/tmp/varnish}
FOLLOW_INTERVAL=${FOLLOW_INTERVAL:-5}
VARNISHD=${VARNISHD:-varnishd}
VARNISHADM=${VARNISHADM:-varnishadm}

resolve() {
  if [ -n "${RESOLVE:-}" ]; then
    $RESOLVE "$1"
  else
    getent hosts "$1" | awk '{ print $1; exit }'
  fi
}

# "app1=10.0.0.5 app2=10.0.0.6": what the running VCL was rendered with.
addresses() {
  out=''
  for host in $APP_HOSTS; do
    out="$out $host=$(resolve "$host" || true)"
  done
  echo "$out"
}

# Renders $TEMPLATES into $WORK/vcl-$1/ with the given addresses; prints the main file's path.
render() {
  dir="$WORK/vcl-$1"
  mkdir -p "$dir"
  script="s/__CDN_PURGE_TOKEN__/$CDN_PURGE_TOKEN/g; s/\.port = \"3000\"/.port = \"$APP_PORT\"/g"
  for pair in $2; do
    host=${pair%%=*}
    address=${pair#*=}
    # A host not resolvable yet keeps its name: varnishd then waits for it like before.
    [ -n "$address" ] || address=$host
    script="$script; s/\"$host\"/\"$address\"/g"
  done
  sed "$script" "$TEMPLATES/default.vcl" > "$dir/site.vcl"
  # The include names this rendering's own copy (a relative one would follow vcl_path).
  sed "$script; s|include \"site.vcl\";|include \"$dir/site.vcl\";|" \
    "$TEMPLATES/compose.vcl" > "$dir/main.vcl"
  echo "$dir/main.vcl"
}

mkdir -p "$WORK"
current=$(addresses)
generation=1
main=$(render $generation "$current")
# shellcheck disable=SC2086
"$VARNISHD" -F -n "$WORK/state" -f "$main" -a "$LISTEN" \
  -s "malloc,$VARNISH_SIZE" ${VARNISHD_ARGS:-} &
varnishd_pid=$!
trap 'kill "$varnishd_pid" 2>/dev/null; wait "$varnishd_pid"; exit 0' TERM INT

while kill -0 "$varnishd_pid" 2>/dev/null; do
  sleep "$FOLLOW_INTERVAL"
  next=$(addresses)
  [ "$next" = "$current" ] && continue
  generation=$((generation + 1))
  main=$(render $generation "$next")
  if "$VARNISHADM" -n "$WORK/state" vcl.load "fleet$generation" "$main" >/dev/null &&
    "$VARNISHADM" -n "$WORK/state" vcl.use "fleet$generation" >/dev/null; then
    echo "follow-backends: reloaded with$next (was$current)" >&2
    "$VARNISHADM" -n "$WORK/state" vcl.discard "fleet$((generation - 1))" >/dev/null 2>&1 ||
      "$VARNISHADM" -n "$WORK/state" vcl.discard boot >/dev/null 2>&1 || true
    current=$next
  else
    echo "follow-backends: could not load the VCL for$next; keeping$current" >&2
  fi
done
wait "$varnishd_pid"
