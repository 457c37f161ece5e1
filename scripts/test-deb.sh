#!/usr/bin/env bash
# The Debian package `make deb` builds, installed and removed as a user would: lintian finds no
# error; `apt-get install ./listpreview_*.deb` puts listpreview on PATH, its manual where man finds
# it and its completions where the shells look; `apt-get remove` leaves none of its files behind.
# The package is removed whatever happens, so the machine is left as it was. `make test` runs it.
#   scripts/test-deb.sh [PACKAGE.deb]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
aptGet() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get -y -qq "$@" >/dev/null; }
fail() { echo "test-deb: FAILED: $*" >&2; exit 1; }

# By default the package of the release build's version, as make deb names it.
if [ $# -ge 1 ]; then
  deb="$1"
else
  version="$("$root/${RELEASE_BUILD_DIR:-.build}/release/listpreview" --version)"
  deb="$root/listpreview_${version#listpreview }_$(dpkg --print-architecture).deb"
fi
[ -f "$deb" ] || fail "there is no $deb: make deb builds it"
deb="$(realpath "$deb")"

if dpkg-query -W -f='${Status}' listpreview 2>/dev/null | grep -q 'ok installed'; then
  fail "a listpreview package is installed already; this test installs and removes its own, so remove that one first"
fi

echo "test-deb: lintian $deb"
# Only errors fail; warnings are printed.
status=0
report="$(lintian --fail-on error "$deb" 2>&1)" || status=$?
grep -v '^running with root privileges' <<<"$report" || true
[ "$status" -eq 0 ] || fail "lintian reports errors"

# Whatever fails below, the package does not stay installed.
removeIfInstalled() {
  if dpkg-query -W -f='${Status}' listpreview 2>/dev/null | grep -q 'ok installed'; then
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get -y -qq purge listpreview >/dev/null || $sudo dpkg --purge listpreview
  fi
}
trap removeIfInstalled EXIT

echo "test-deb: apt-get install $deb"
aptGet install "$deb"
installed="$(dpkg -L listpreview)"

[ "$(command -v listpreview)" = /usr/bin/listpreview ] || fail "listpreview is not /usr/bin/listpreview on PATH"
version="$(dpkg-deb -f "$deb" Version)"
[ "$(listpreview --version)" = "listpreview $version" ] || fail "listpreview --version does not say $version"
# The whole page first: grep -q would stop reading at its match, and the program's next write fail (pipefail).
page="$(cd / && listpreview render --screen demo)" || fail "the installed program does not render the demo"
grep -q '/public/style.css' <<<"$page" || fail "the installed program's demo page does not link its style sheet"
[ "$(man -w listpreview)" = /usr/share/man/man1/listpreview.1.gz ] || fail "man -w listpreview: $(man -w listpreview 2>&1)"
warnings="$(MANWIDTH=80 LC_ALL=C.UTF-8 man --warnings -E UTF-8 listpreview 2>&1 >/dev/null </dev/null)"
[ -z "$warnings" ] || fail "man listpreview warns: $warnings"
for script in /usr/share/bash-completion/completions/listpreview /usr/share/zsh/vendor-completions/_listpreview \
              /usr/share/fish/vendor_completions.d/listpreview.fish; do
  grep -qxF "$script" <<<"$installed" || fail "$script is not in the package"
done
bash -n /usr/share/bash-completion/completions/listpreview || fail "the installed bash completion does not parse"
commands="$(bash --norc --noprofile -c 'source /usr/share/bash-completion/completions/listpreview
  COMP_WORDS=(listpreview sn); COMP_CWORD=1; _listpreview; echo "${COMPREPLY[*]}"')"
[ "$commands" = snapshot ] || fail "the installed bash completion completes sn to “$commands”"

echo "test-deb: apt-get remove listpreview"
aptGet remove listpreview
left=""
while IFS= read -r path; do
  # Directories such as /usr/share/man stay: other packages own them too.
  if [ -e "$path" ] && [ ! -d "$path" ]; then left="$left $path"; fi
done <<<"$installed"
[ -z "$left" ] || fail "apt-get remove left:$left"
for directory in /usr/share/doc/listpreview; do
  [ ! -e "$directory" ] || fail "apt-get remove left $directory"
done
! command -v listpreview >/dev/null || [ "$(command -v listpreview)" != /usr/bin/listpreview ] || fail "listpreview is still on PATH"
echo "test-deb: ok ($(grep -c . <<<"$installed") paths installed, none left)"
