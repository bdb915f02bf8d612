#!/usr/bin/env bash
# Installs the Debian packages Burin builds, tests and benchmarks with. Safe to run again: it
# installs only what is missing. Needs root (as on this project's machines) or sudo.
set -euo pipefail

packages=(
    libncurses-dev      # ncursesw headers and library
    ncurses-term        # the xterm-direct terminfo entry (24-bit colour)
    libfreetype-dev     # display text
    libfontconfig-dev   # font matching and fallback
    libpng-dev          # PNG thumbnails and snapshots
    zlib1g-dev          # kitty pictures compressed for a terminal at the other end of a link (o=z)
    libjpeg62-turbo-dev # JPEG thumbnails
    libpcre2-dev        # the query language's /regex/ (JIT, match limits)
    jq                  # the anchor `burin bench --scenario query` times against
    fonts-dejavu-core   # Latin text, monospace for PNG snapshots
    fonts-wqy-microhei  # a CJK font, so Chinese names render in PNG snapshots and banners
    tmux                # the end-to-end tests drive burin in a real terminal emulator
    chafa               # the image-quality peer `burin bench --scenario micro` compares against
    libcurl4            # images by URL: opened with dlopen at the first one (never linked)
    libcurl4-openssl-dev # curl/curl.h, for the types and constants of the CCurl shim
    python3             # the loopback HTTP server the image-fetching tests start
    xvfb                # a headless X server, so end-to-end tests can run real terminal emulators
    xterm               # a real terminal with a white default background (and `-ti vt340` for sixel)
    x11-apps            # xwd, which takes screenshots of the X server's root window
    imagemagick         # convert, which turns xwd screenshots into PPM the tests can read
    kitty               # a real terminal with the kitty graphics protocol (runs on software GL)
    xdotool             # types keys into xterm under Xvfb (XTEST), for the sixel end-to-end test
    gnome-terminal      # a VTE terminal (ambiguous characters two cells wide), for an end-to-end test
    dbus-daemon         # dbus-run-session: GNOME Terminal's own session bus in that test
    libglib2.0-bin      # gsettings: GNOME Terminal's profile settings in that test
    rxvt-unicode        # urxvt: a terminal that keeps its background to itself, for an end-to-end test
    foot                # a Wayland terminal with sixel that moves pictures past a scroll region, for an
    sway                # end-to-end test in sway's headless output (wlroots, drawn in memory),
    grim                # screenshots of it
    wtype               # and keys typed into it
    konsole             # Konsole (Qt; kitty graphics and sixel), for an end-to-end test (needs no D-Bus)
    mlterm              # mlterm (sixel, TERM=xterm with 8 colours), for an end-to-end test
    man-db              # man, which the tests render burin.1 with
    bash-completion     # the completion framework burin's bash completion installs into
    zsh                 # zsh and fish read burin's completion scripts in the tests
    fish
    dpkg-dev            # dpkg-shlibdeps: the .deb's Depends come from the binary's libraries
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "installing: ${missing[*]}" >&2
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
