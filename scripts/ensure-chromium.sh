#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; Playwright cannot download its own browser here.
set -u
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$chromium" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -f /etc/debian_version ]; then
  echo "Chromium is missing: installing Debian's chromium package."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium" ] && exit 0
fi
echo "Chromium not found at $chromium. Install it (Debian: sudo apt-get install chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium binary, then run the tests again." >&2
exit 1
