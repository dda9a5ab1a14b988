#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e tests when it is missing (Playwright never downloads
# a browser here). Needs root or sudo.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
echo "Installing Debian's chromium for the e2e tests…"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$browser" --version
