#!/usr/bin/env bash
# Writes burin_VERSION_ARCH.deb into OUTDIR (default: the current folder): the standalone binary
# (the Swift runtime linked in statically), its man page and its completions for bash, zsh and fish.
# Depends is computed from the binary's libraries by dpkg-shlibdeps, plus the font the snapshots
# draw with; a library from the Swift toolchain is refused, as no Debian package provides it.
# libcurl is Recommended by name: burin opens it with dlopen for pictures by URL, so dpkg-shlibdeps
# cannot see it, and without it only those pictures fail (counted, shown as initials).
#
#   scripts/make-deb.sh [OUTDIR]
#
# BURIN_BINARY=PATH packages that binary instead of building one (CI's tests give their own build);
# BURIN_DEB_COMPRESSION=none (or gzip) trades a larger package for seconds instead of minutes of xz (CI).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
-h | --help)
    sed -n '2,9s/^# \{0,1\}//p' "$0"
    exit 0
    ;;
esac
out=$(cd "${1:-.}" && pwd)

if [ -n "${BURIN_BINARY:-}" ]; then
    binary=$BURIN_BINARY
else
    echo "building burin (release, the Swift runtime linked in statically)" >&2
    # A build folder of its own: the static flag changes every compile command, and sharing .build
    # with `swift run -c release` would make each compile everything again after the other.
    build=(swift build -c release --static-swift-stdlib --product burin --scratch-path "$root/.build/standalone-release")
    (cd "$root" && "${build[@]}" >&2)
    binary=$(cd "$root" && "${build[@]}" --show-bin-path)/burin
fi
[ -x "$binary" ] || {
    echo "no burin binary at $binary" >&2
    exit 1
}
toolchain=$(readelf -d "$binary" | grep -oE '\[lib(swift|Foundation|dispatch|BlocksRuntime)[^]]*\]' || true)
if [ -n "$toolchain" ]; then
    echo "$binary needs the Swift toolchain's libraries ($(echo $toolchain)): build it with --static-swift-stdlib" >&2
    exit 1
fi

version=$("$binary" --version | awk 'NR == 1 { print $2 }')
arch=$(dpkg --print-architecture)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pkg=$work/burin
# Debian ships binaries without their DWARF; the symbol table stays, so a crash's backtrace names functions.
mkdir -p "$pkg/usr/bin" "$pkg/usr/share/man/man1" "$pkg/usr/share/doc/burin" "$pkg/DEBIAN"
strip --strip-debug -o "$pkg/usr/bin/burin" "$binary"
chmod 755 "$pkg/usr/bin/burin"
"$binary" --generate-man | gzip -9n >"$pkg/usr/share/man/man1/burin.1.gz"
"$binary" --generate-completions bash | install -D -m 644 /dev/stdin "$pkg/usr/share/bash-completion/completions/burin"
"$binary" --generate-completions zsh | install -D -m 644 /dev/stdin "$pkg/usr/share/zsh/vendor-completions/_burin"
"$binary" --generate-completions fish | install -D -m 644 /dev/stdin "$pkg/usr/share/fish/vendor_completions.d/burin.fish"
printf 'burin %s\nBuilt from %s.\n' "$version" "$("$binary" --version | sed -n 's/.*(\(.*\)).*/\1/p')" \
    >"$pkg/usr/share/doc/burin/README.Debian"
chmod 644 "$pkg/usr/share/doc/burin/README.Debian" "$pkg/usr/share/man/man1/burin.1.gz"

# dpkg-shlibdeps reads debian/control of a source package: a minimal one, in the scratch folder.
mkdir -p "$work/debian"
printf 'Source: burin\n\nPackage: burin\nArchitecture: any\n' >"$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O -e burin/usr/bin/burin 2>"$work/shlibdeps.log") || {
    cat "$work/shlibdeps.log" >&2
    exit 1
}
depends=${shlibs#shlibs:Depends=}
[ -n "$depends" ] || {
    echo "dpkg-shlibdeps found no libraries in $binary" >&2
    exit 1
}

cat >"$pkg/DEBIAN/control" <<EOF
Package: burin
Version: $version
Architecture: $arch
Maintainer: Burin developers <burin@invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
Depends: $depends, fonts-dejavu-core
Recommends: libcurl4 (>= 7.68) | libcurl3-gnutls (>= 7.68), fonts-wqy-microhei, ncurses-term, xdg-utils
Section: utils
Priority: optional
Description: asynchronous feed viewer for the terminal
 Burin scrolls through a feed of JSON records (JSONL, a JSON array, jq's
 output, an API's answer) as cards, laid out and drawn off the main loop,
 with thumbnails as half-blocks or in real pixels (kitty graphics, sixel).
EOF
deb=$out/burin_${version}_${arch}.deb
dpkg-deb --root-owner-group "-Z${BURIN_DEB_COMPRESSION:-xz}" --build "$pkg" "$deb" >&2
echo "$deb"
