#!/usr/bin/env bash
# Links the debug build's burin again with the Swift runtime linked in statically, to OUT (default
# .build/standalone/burin): the objects `swift build` (or `swift test`) compiled, the link command
# SwiftPM ran for them (read from its build manifest, .build/debug.yaml) plus -static-stdlib. CI's
# standalone checks run on it: seconds, where `swift build --static-swift-stdlib` compiles every
# module again (its flags change every compile command). scripts/install.sh and make-deb.sh build
# the release binary with --static-swift-stdlib itself.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/.build/standalone/burin}
manifest=$root/.build/debug.yaml
[ -f "$manifest" ] || {
    echo "no $manifest: run swift build (or swift test) first" >&2
    exit 1
}
swiftc=$(command -v swiftc)
static=$(cd "$(dirname "$(readlink -f "$swiftc")")/../lib/swift_static/linux" && pwd)
mkdir -p "$(dirname "$out")"
# The toolchain's own link line (static-stdlib-args.lnk) names the runtime libraries in an order that
# suits a release build's dead-stripped objects; a debug build pulls in more of Foundation, whose
# archives refer to each other, so they are also given once more as a group. No FoundationNetworking
# and no -lcurl: libcurl is opened with dlopen at the first picture by URL (docs/DECISIONS.md).
group=()
for library in FoundationXML _CFXMLInterface FoundationInternationalization _FoundationICU Foundation \
    CoreFoundation FoundationEssentials _FoundationCShims _FoundationCollections swiftDispatch dispatch BlocksRuntime; do
    [ -f "$static/lib$library.a" ] && group+=(-Xlinker "$static/lib$library.a")
done
python3 - "$manifest" "$out" -static-stdlib -Xlinker --start-group "${group[@]}" -Xlinker --end-group \
    -lstdc++ <<'PYTHON'
import json, re, subprocess, sys

manifest, out, extra = sys.argv[1], sys.argv[2], sys.argv[3:]
text = open(manifest).read()
link = None
for block in text.split('\n  "')[1:]:
    outputs = re.search(r'\n    outputs: (\[.*\])\n', block)
    args = re.search(r'\n    args: (\[.*\])\n', block)
    if not (outputs and args):
        continue
    outputs, args = json.loads(outputs.group(1)), json.loads(args.group(1))
    if len(outputs) == 1 and outputs[0].endswith('/debug/burin') and '-emit-executable' in args:
        link = args
if link is None:
    sys.exit(f'no link command for burin in {manifest}')
link[link.index('-o') + 1] = out
sys.exit(subprocess.run(link + extra).returncode)
PYTHON
if ldd "$out" | grep -E 'lib(swift|Foundation|dispatch|BlocksRuntime)' >&2; then
    echo "$out still needs the toolchain's libraries" >&2
    exit 1
fi
echo "$out"
