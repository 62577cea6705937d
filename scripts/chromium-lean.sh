#!/bin/sh
# Chromium for the end-to-end tests and for local Browser Rendering offline (prepare-browser.mjs):
# the system's Chromium (LEAN_CHROMIUM_BINARY, default /usr/bin/chromium) with the omnibox popup's
# WebUI turned off. Since Chromium 156 every new window (each test's browser context) starts a
# renderer of its own for that popup, which headless never shows; it took more CPU than the page
# under test (docs/performance.md, "The test suite's time").
#
# Chromium keeps only the last --disable-features and the last --enable-features it is given, so
# the launcher's own lists (playwright-core passes one of each) are merged with this one here
# instead of being replaced by it.
disable="WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup"
enable=""
for arg do
  shift
  case "$arg" in
    --disable-features=*) disable="$disable,${arg#--disable-features=}" ;;
    --enable-features=*) enable="${enable:+$enable,}${arg#--enable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${LEAN_CHROMIUM_BINARY:-/usr/bin/chromium}" "--disable-features=$disable" ${enable:+"--enable-features=$enable"} "$@"
