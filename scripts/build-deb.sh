#!/usr/bin/env bash
# Builds listpreview_VERSION_ARCH.deb in the repository's root from a built program (by default the
# release build `make build` makes): the program in /usr/bin, the manual page and the completion
# scripts it prints of itself, its copyright and changelog, and Depends as dpkg-shlibdeps computes
# them. VERSION is what `listpreview --version` says. `make deb` runs it.
#   scripts/build-deb.sh [PROGRAM]
set -euo pipefail
umask 022

root="$(cd "$(dirname "$0")/.." && pwd)"
program="$(realpath "${1:-$root/.build/release/listpreview}")"
maintainer="${DEB_MAINTAINER:-ListPreview authors <listpreview-authors@example.org>}"

version="$("$program" --version)"
version="${version#listpreview }"
case "$version" in
  [0-9]*) ;;
  *) echo "error: $program --version says “$version”, not a version" >&2; exit 1 ;;
esac
arch="$(dpkg --print-architecture)"
package="listpreview_${version}_${arch}"
stage="$root/.build/deb/$package"
# The last commit's time: the changelog's date, and every file's mtime, so a rebuild gives the same package.
export SOURCE_DATE_EPOCH="${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}"

rm -rf "$stage"
mkdir -p "$stage/DEBIAN"
install -D -m 755 "$program" "$stage/usr/bin/listpreview"
# Symbols and notes only: the Swift metadata the runtime reads are allocated sections, which strip keeps.
strip --remove-section=.comment --remove-section=.note "$stage/usr/bin/listpreview"

install -d "$stage/usr/share/man/man1"
"$program" manual | gzip -9n > "$stage/usr/share/man/man1/listpreview.1.gz"
install -d "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
  "$stage/usr/share/fish/vendor_completions.d"
"$program" completions bash > "$stage/usr/share/bash-completion/completions/listpreview"
"$program" completions zsh > "$stage/usr/share/zsh/vendor-completions/_listpreview"
"$program" completions fish > "$stage/usr/share/fish/vendor_completions.d/listpreview.fish"

doc="$stage/usr/share/doc/listpreview"
install -d "$doc"
# The repository has no licence file: the copyright file names the holder, over the years of the
# repository's history, and grants nothing.
first="$(git -C "$root" log --max-parents=0 --format=%cd --date=format:%Y 2>/dev/null | sort | sed -n 1p || true)"
last="$(date -u -d "@$SOURCE_DATE_EPOCH" +%Y)"
years="${first:-$last}"
[ "$years" = "$last" ] || years="$years-$last"
cat > "$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: listpreview
Comment: The source repository holds no licence file, so no licence is stated here.
 The program is linked statically with the Swift runtime and standard library
 and with swift-foundation's FoundationEssentials, which are under the Apache
 License 2.0 with the Runtime Library Exception.

Files: *
Copyright: $years ListPreview authors
License: none
 No licence has been granted: the source repository holds no licence file.

Files: Sources/Symbols/StandIns+Generated.swift
Copyright: 2023 Phosphor Icons
Comment: The drawings that stand in for SF Symbols are Phosphor's icons (2.1.0), taken
 from the py-phosphor-icons wheel by scripts/generate-symbols.py and compiled into
 the program. No Apple glyph is shipped.
License: Expat
$(sed -e 's/^$/./' -e 's/^/ /' "$root/scripts/symbols/LICENSE-phosphor.txt")
EOF
# A native package (the version has no Debian revision) keeps its changelog as changelog.gz.
cat > "$stage/changelog" <<EOF
listpreview ($version) unstable; urgency=medium

  * listpreview $version, packaged by make deb from the release build.

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
gzip -9n < "$stage/changelog" > "$doc/changelog.gz"
rm "$stage/changelog"

# dpkg-shlibdeps reads the package's name from a debian/control, which a packaged source would have.
shlibs="$root/.build/deb/shlibdeps"
rm -rf "$shlibs"
mkdir -p "$shlibs/debian"
printf 'Source: listpreview\n\nPackage: listpreview\nArchitecture: any\n' > "$shlibs/debian/control"
depends="$(cd "$shlibs" && dpkg-shlibdeps -O "$stage/usr/bin/listpreview" | sed -n 's/^shlibs:Depends=//p')"
[ -n "$depends" ] || { echo "error: dpkg-shlibdeps found no dependencies of $program" >&2; exit 1; }
# HEIC photos need libheif's HEVC decoder: in libheif1 itself on Debian 12 (dpkg-shlibdeps finds
# it), a plugin it loads at run time, which no tool can see, from libheif 1.17 on.
if dpkg-query -W -f='${Status}' libheif-plugin-libde265 2>/dev/null | grep -q 'ok installed'; then
  depends="$depends, libheif-plugin-libde265"
fi

cat > "$stage/DEBIAN/control" <<EOF
Package: listpreview
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: $depends
Suggests: chromium-headless-shell | chromium, firefox-esr, webkit2gtk-driver, xvfb
Section: web
Priority: optional
Description: preview iOS list screens and their empty states as HTML
 listpreview serves iOS-style list screens, described in a JSON fixtures
 file, as HTML for designers to preview in a browser, with their empty,
 error, loading and search states, in light and dark, in several
 languages and text sizes. It also checks fixtures files, renders single
 screens, photographs every screen in headless browsers (snapshot) and
 audits them for contrast, tap targets and text that does not fit.
EOF
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +

# xz, as Debian ships packages; DEB_COMPRESSION=gzip for a package only tested, not shipped (make
# test: 2 processor-seconds instead of 12 for the same checks).
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$stage" "$root/$package.deb" >/dev/null
echo "$root/$package.deb"
