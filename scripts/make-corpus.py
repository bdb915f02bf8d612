#!/usr/bin/env python3
"""Recaptures demo-data/corpus/tool-*.json: real outputs of tools on this machine, scrubbed.

  python3 scripts/make-corpus.py demo-data/corpus

Runs `ip -j addr`, `lsblk -J`, `findmnt -J`, `lscpu -J`, `pip list --format json`, `pip inspect`,
`swift package dump-package`, `jc` (pip install jc) over `ls -l /usr/bin`, `ps aux`, `dig` and
`df`, and copies the iso-codes JSON files. A tool that is missing is skipped with a note.

Scrubbed: the host name, user names, home and work folders, IPv4 and IPv6 addresses (documentation
ranges instead, loopback kept), MAC addresses; long arrays are cut (the tests assert the records the
file holds, not the machine's), pip's package descriptions are cut. The hand-written shapes from
public API documentation (api-*.json, log-*.jsonl) are not touched.
"""

import getpass
import ipaddress
import json
import os
import re
import socket
import subprocess
import sys

HOST = socket.gethostname()
USER = getpass.getuser()
HOME = os.path.expanduser("~")
HERE = os.getcwd()


def run(command, stdin=None):
    try:
        return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120, check=True).stdout
    except (OSError, subprocess.SubprocessError) as error:
        print(f"skipped {' '.join(command)}: {error}", file=sys.stderr)
        return None


def scrub_text(s):
    s = s.replace(HERE, "/home/user/project").replace(HOME, "/home/user")
    # The build machine's own tool mount says what ran it, not what findmnt or df look like.
    s = re.sub(r"/mnt/sandboxing/[^\s\"]*", "/mnt/tools", s).replace("model_tools_unavailable", "tools")
    if HOST and len(HOST) > 1:
        s = re.sub(rf"\b{re.escape(HOST)}\b", "host", s)
    if USER and USER != "root":
        s = re.sub(rf"\b{re.escape(USER)}\b", "user", s)
    s = re.sub(r"\b(?:[0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}\b", lambda m: "02:00:00:00:00:" + m.group(0)[-2:]
               if m.group(0) != "00:00:00:00:00:00" and m.group(0).lower() != "ff:ff:ff:ff:ff:ff" else m.group(0), s)

    def v4(m):
        try:
            a = ipaddress.ip_address(m.group(0))
        except ValueError:
            return m.group(0)
        if a.is_loopback or a.is_unspecified or str(a).startswith("255."):
            return m.group(0)
        return "192.0.2." + str(int(a) % 250 + 1)

    s = re.sub(r"\b\d{1,3}(?:\.\d{1,3}){3}\b", v4, s)

    def v6(m):
        try:
            a = ipaddress.ip_address(m.group(0))
        except ValueError:
            return m.group(0)
        if a.is_loopback or a.is_unspecified or a.is_multicast:
            return m.group(0)
        return "2001:db8::" + format(int(a) % 0xFFFF, "x")

    return re.sub(r"(?<![\w:.])[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}(?![\w:])", v6, s)


def scrub(value):
    if isinstance(value, str):
        return scrub_text(value)
    if isinstance(value, list):
        return [scrub(v) for v in value]
    if isinstance(value, dict):
        return {scrub_text(k): scrub(v) for k, v in value.items()}
    return value


def cut(value, path, keep):
    """Keeps the first `keep` elements of the array at `path` (a list of keys)."""
    target = value
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = target[path[-1]][:keep]
    return value


def write(folder, name, value, indent=2):
    with open(os.path.join(folder, name), "w") as f:
        json.dump(scrub(value), f, indent=indent, ensure_ascii=False)
        f.write("\n")


def capture(folder):
    def tool(name, command, shape=lambda v: v, stdin=None):
        out = run(command, stdin)
        if out is None or not out.strip():
            return
        write(folder, name, shape(json.loads(out)))

    tool("tool-ip-addr.json", ["ip", "-j", "addr"])
    tool("tool-lsblk.json", ["lsblk", "-J"])
    tool("tool-findmnt.json", ["findmnt", "-J"])
    tool("tool-lscpu.json", ["lscpu", "-J"])
    tool("tool-pip-list.json", ["pip", "list", "--format", "json"], lambda v: v[:30])

    def inspect(v):
        cut(v, ["installed"], 12)
        for package in v["installed"]:
            metadata = package.get("metadata", {})
            if "description" in metadata:
                metadata["description"] = metadata["description"][:300]
        return v

    tool("tool-pip-inspect.json", ["pip", "inspect"], inspect)
    tool("tool-swift-dump-package.json", ["swift", "package", "dump-package"])
    for code, keep in [("3166-1", 40), ("639-3", 40), ("4217", 40)]:
        path = f"/usr/share/iso-codes/json/iso_{code}.json"
        if os.path.exists(path):
            with open(path) as f:
                write(folder, f"tool-iso-{code}.json", cut(json.load(f), [code], keep))
    # ps shows this script's own processes only: the machine's others are none of the corpus' business.
    sleepers = [subprocess.Popen(["sleep", "30"]) for _ in range(2)]
    own = ",".join(str(p) for p in [os.getpid()] + [s.pid for s in sleepers])
    for name, command, keep in [
        ("ls", ["ls", "-l", "/usr/bin"], 25), ("ps", ["ps", "u", "-p", own], 20), ("df", ["df"], 20),
        ("dig", ["dig", "example.com"], None),
    ]:
        out = run(command)
        if out is None:
            continue
        parsed = run(["jc", f"--{name}"], out)
        if parsed is None:
            continue
        value = json.loads(parsed)
        write(folder, f"tool-jc-{name}.json", value[:keep] if keep and isinstance(value, list) else value)
    for sleeper in sleepers:
        sleeper.kill()


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "demo-data/corpus"
    os.makedirs(folder, exist_ok=True)
    capture(folder)
