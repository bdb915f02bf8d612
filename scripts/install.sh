#!/usr/bin/env bash
# Installs burin under PREFIX (default /usr/local; ~/.local works without root): bin/burin, its man
# page and its completions for bash, zsh and fish, where each looks under PREFIX. The binary is a
# release build that links the Swift runtime statically, so it runs without Swift installed.
#
#   scripts/install.sh [PREFIX]               build if needed, then install
#   scripts/install.sh --uninstall [PREFIX]   remove exactly what the install put there
#
# What was installed (files, and the folders the install made) is listed in
# PREFIX/share/burin/installed, which --uninstall reads. BURIN_BINARY=PATH installs that binary
# instead of building one (CI's tests give the build they already made).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

uninstall=false
case ${1:-} in
-h | --help)
    sed -n '2,11s/^# \{0,1\}//p' "$0"
    exit 0
    ;;
--uninstall)
    uninstall=true
    shift
    ;;
esac
[ $# -le 1 ] || {
    echo "usage: $0 [--uninstall] [PREFIX]" >&2
    exit 2
}
prefix=${1:-/usr/local}
case $prefix in
/*) ;;
*) prefix=$(pwd)/$prefix ;;
esac
list=$prefix/share/burin/installed

if $uninstall; then
    [ -f "$list" ] || {
        echo "burin is not installed under $prefix (no $list)" >&2
        exit 1
    }
    # The files, then the folders the install made, deepest (last made) first, each only if empty.
    grep '^file ' "$list" | cut -c6- | while IFS= read -r file; do rm -f -- "$file"; done
    dirs=$(grep '^dir ' "$list" | cut -c5- | tac)
    rm -f -- "$list"
    while IFS= read -r dir; do
        [ -z "$dir" ] || rmdir --ignore-fail-on-non-empty -- "$dir"
    done <<<"$dirs"
    echo "removed burin from $prefix" >&2
    exit 0
fi

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

# The man page and the completions come from the binary's own option table.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$binary" --generate-man >"$work/burin.1"
for shell in bash zsh fish; do "$binary" --generate-completions "$shell" >"$work/$shell"; done

# Folders made by an earlier install stay listed, so that --uninstall still removes them.
made=()
[ -f "$list" ] && mapfile -t made < <(grep '^dir ' "$list" | cut -c5-)
files=()
make_dir() {
    [ -d "$1" ] && return
    make_dir "$(dirname "$1")"
    mkdir -- "$1"
    made+=("$1")
}
put() { # SOURCE DESTINATION MODE
    make_dir "$(dirname "$2")"
    install -m "$3" -- "$1" "$2"
    files+=("$2")
}
put "$binary" "$prefix/bin/burin" 755
put "$work/burin.1" "$prefix/share/man/man1/burin.1" 644
put "$work/bash" "$prefix/share/bash-completion/completions/burin" 644
put "$work/zsh" "$prefix/share/zsh/site-functions/_burin" 644
put "$work/fish" "$prefix/share/fish/vendor_completions.d/burin.fish" 644
make_dir "$(dirname "$list")"
{
    printf 'dir %s\n' "${made[@]}"
    printf 'file %s\n' "${files[@]}"
} | grep -v '^dir $' >"$list"

"$prefix/bin/burin" --version >&2
echo "installed under $prefix: bin/burin, the man page and completions for bash, zsh and fish" >&2
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) echo "note: $prefix/bin is not on your PATH" >&2 ;;
esac
