#!/usr/bin/env bash
# The two-process game-server test runs Debian's redis-server; npm never
# installs it. Install it through apt-get when it is missing, as Chromium is.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then
  exit 0
fi
echo "redis-server is missing: installing Debian's redis-server with apt-get" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "need root or sudo to install redis-server (apt-get install redis-server)" >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends redis-server >/dev/null
[ -x /usr/bin/redis-server ] || { echo "redis-server did not install at /usr/bin/redis-server" >&2; exit 1; }
