#!/usr/bin/env bash
# Runs a command on a supported Node.js: as it is on Node 22.12+, else on the Node 24 LTS pinned in
# .node-version, fetched once into .node-runtime/ (see supported-node.sh). `npm run serve` and
# `npm run test:all` go through this, so they set everything up on a machine that ships Node 20.
set -euo pipefail
# shellcheck source=scripts/runtime/supported-node.sh
source "$(dirname "${BASH_SOURCE[0]}")/supported-node.sh"
use_supported_node || exit 1
exec "$@"
