#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright never downloads a browser
# of its own. Install it through apt-get when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium with apt-get" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "need root or sudo to install chromium (apt-get install chromium)" >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
[ -x /usr/bin/chromium ] || { echo "chromium did not install at /usr/bin/chromium" >&2; exit 1; }
