#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here)
# and turn exported PDFs into PNG pages with poppler's pdftoppm.
set -u
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v pdftoppm >/dev/null || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && [ -f /etc/debian_version ]; then
  echo "Missing for the end-to-end tests: installing Debian's ${missing[*]}."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x "$chromium" ] && command -v pdftoppm >/dev/null && exit 0
fi
echo "Chromium (at $chromium) and pdftoppm are needed. Install them (Debian: sudo apt-get install" >&2
echo "chromium poppler-utils) or point CHROMIUM_PATH at a Chromium binary, then run the tests again." >&2
exit 1
