#!/usr/bin/env python3
"""Writes demo-data/api/: two samples of the shapes people's own JSON comes in, for the generic card.

  github-issues.json   a JSON array shaped as GitHub's REST API returns a repository's issues
                       (`gh api repos/OWNER/REPO/issues`): 40 issues of an imaginary project
  hn-items.jsonl       one item a line, shaped as the Hacker News API's items: stories, an Ask,
                       a job and comments (HTML in their text), 50 in all
  avatars/             the 12 imaginary users' avatars: 64x64 identicon PNGs, as GitHub makes them

Every name, text and number is made up here (no real user, issue or story), from a fixed seed, so
the files are the same on every run: `python3 scripts/make-api-samples.py demo-data/api`. The
avatars are named by relative path, so the sample opens offline; the tests serve the same files
from a loopback server and point `avatar_url` at it.
"""

import json
import os
import random
import struct
import sys
import zlib

OWNER, REPO = "burin-demo", "lanternfish"
API = f"https://api.github.com/repos/{OWNER}/{REPO}"
WEB = f"https://github.com/{OWNER}/{REPO}"
# 2026-12-06 12:00:00 UTC: the samples' "now"; every time is before it.
NOW = 1796558400

USERS = [
    ("marisol-q", 3101), ("tobiasfenn", 3102), ("okonkwo-ada", 3103), ("lin-weiran", 3104),
    ("pjotr-v", 3105), ("hanne.sol", 3106), ("ravi-k-iyer", 3107), ("bea_mont", 3108),
    ("yuki-aoyama", 3109), ("danielrosch", 3110), ("fatou-ndiaye", 3111), ("quill-bot", 3112),
]

LABELS = {
    "bug": ("d73a4a", "Something isn't working"),
    "enhancement": ("a2eeef", "New feature or request"),
    "documentation": ("0075ca", "Improvements or additions to documentation"),
    "good first issue": ("7057ff", "Good for newcomers"),
    "performance": ("fbca04", "Slow, or uses too much"),
    "question": ("d876e3", "Further information is requested"),
    "parser": ("c5def5", "The log parser"),
    "tui": ("bfdadc", "The terminal interface"),
}

ISSUES = [
    ("Crash when a log line ends in a lone backslash", ["bug", "parser"]),
    ("Follow mode misses lines written during log rotation", ["bug"]),
    ("Add a --since flag that takes relative times (\"2h\", \"3d\")", ["enhancement"]),
    ("Colours are unreadable on a light terminal", ["bug", "tui"]),
    ("Document the config file's search order", ["documentation", "good first issue"]),
    ("Parsing 2 GB of JSON logs takes 40 s", ["performance", "parser"]),
    ("Timestamps without a zone are read as local time", ["question", "parser"]),
    ("Ctrl-C leaves the terminal in raw mode under tmux", ["bug", "tui"]),
    ("Support zstd-compressed archives", ["enhancement"]),
    ("Typo in the README's install section", ["documentation", "good first issue"]),
    ("Filter by severity from the command line", ["enhancement", "tui"]),
    ("Memory grows without bound with --follow on a busy file", ["bug", "performance"]),
    ("How do I read logs from journald?", ["question"]),
    ("Multi-line stack traces are split into separate entries", ["bug", "parser"]),
    ("Show the number of hidden lines when a filter is on", ["enhancement", "tui"]),
    ("Panic on invalid UTF-8 in a field name", ["bug", "parser"]),
    ("Add a man page", ["documentation"]),
    ("Search wraps around without saying so", ["tui"]),
    ("Binary release for aarch64 Linux", ["enhancement"]),
    ("Highlight the matched part of a field, not the whole line", ["enhancement", "tui"]),
    ("Startup is slow when the history file is large", ["performance"]),
    ("Escape sequences in log messages reach the terminal", ["bug", "tui"]),
    ("Explain the difference between --grep and --filter", ["documentation", "question"]),
    ("Read logfmt as well as JSON", ["enhancement", "parser"]),
    ("Window title shows garbage after quitting", ["bug"]),
    ("Keep the scroll position when the filter changes", ["enhancement", "tui"]),
    ("Benchmark against 1 million lines in CI", ["performance"]),
    ("Nested objects are shown as [object Object]", ["bug", "parser"]),
    ("A way to copy the selected entry as JSON", ["enhancement"]),
    ("Mouse wheel scrolls three lines at a time, too fast over ssh", ["tui", "question"]),
    ("Numbers over 2^53 lose precision", ["bug", "parser"]),
    ("Write a contributor's guide", ["documentation", "good first issue"]),
    ("Right-to-left text breaks the column layout", ["bug", "tui"]),
    ("Sort by any field, not only the timestamp", ["enhancement"]),
    ("The --json output is not valid JSON when interrupted", ["bug"]),
    ("Dark and light themes from the terminal's background", ["enhancement", "tui"]),
    ("Index files in the background so the first screen comes sooner", ["performance"]),
    ("Tab completion for bash and zsh", ["enhancement", "good first issue"]),
    ("Out-of-order timestamps confuse --since", ["bug", "parser"]),
    ("Release 0.9: checklist", []),
]

BODY_PARTS = [
    "Steps to reproduce:\n\n1. Run `lanternfish --follow app.log`\n2. Rotate the log with `logrotate -f`\n"
    "3. Write a few lines to the new file\n\n**Expected:** the new lines show.\n**Actual:** nothing until restart.",
    "## What happens\n\nThe viewer stops with `index out of range` as soon as the line is read.\n\n"
    "```\nthread 'main' panicked at src/parse.rs:212:18\n```\n\nSeen on 0.8.2 and `main`.",
    "It would help to say `--since 2h` instead of working out the timestamp by hand. "
    "[journalctl](https://www.freedesktop.org/software/systemd/man/journalctl.html) takes the same form.",
    "> Is this on purpose?\n\nA field named `ts` without a `Z` is shown an hour off here (UTC+1). "
    "Reading it as UTC would match what *most* loggers write.",
    "On a 2 GB file of JSON lines the first screen takes **40 s**; `jq -c . > /dev/null` takes 9 s. "
    "A profile points at the allocator: every field is copied twice.",
    "- [x] changelog\n- [ ] tag the release\n- [ ] update the Homebrew formula\n- [ ] announce",
    "The README says `cargo install lanternfish` but the crate is named `lantern-fish`.",
    "With a filter on there is no hint that lines are hidden; a count in the status line would do.",
    "Reproduced with a 10-line file, attached. <details><summary>log</summary>\n\n`{\"a\\\\\": 1}`\n</details>",
    "I'd be glad to take this one if nobody else is on it.",
]

HN_TITLES = [
    ("Show HN: A terminal viewer that draws JSON records as cards", "https://burin-demo.example.org/cards"),
    ("The slow death of the status bar", "https://blog.example.net/2026/status-bars"),
    ("How we cut our log pipeline's memory by 90%", "https://engineering.example.com/log-pipeline-memory"),
    ("Ask HN: What do you use to read JSON logs in a terminal?", None),
    ("Sixel is older than most of us, and still useful", "https://retro.example.org/sixel-history"),
    ("A field guide to ISO 8601 edge cases", "https://dates.example.dev/iso8601-field-guide"),
    ("Why terminals still can't agree on hyperlinks", "https://terminals.example.org/osc-8"),
    ("Lantern fish: the most numerous vertebrates on Earth", "https://ocean.example.edu/lanternfish"),
    ("Rewriting a parser in a weekend (and then a month)", "https://notes.example.io/parser-weekend"),
    ("Lanternfish Labs (YC W26) is hiring a systems engineer", "https://lanternfish-labs.example.com/jobs"),
    ("The case for reading logs as data, not text", "https://observability.example.com/logs-as-data"),
    ("Half-blocks, quadrants and sextants: pictures in a terminal", "https://pixels.example.org/blocks"),
]

HN_USERS = ["tptacek_fan", "kiwi_dev", "ndr", "lmarsh", "oatmeal42", "sprocket", "jfk_dev", "zeta9",
            "harbor", "mnemo", "pelican", "quasar_q", "tern", "odin_s"]

HN_COMMENTS = [
    "I&#x27;ve been piping <code>gh api</code> output into jq for years; cards with avatars would be a "
    "nice change.<p>Does it keep up with a few million lines?",
    "The hard part is guessing which field is the title. Most APIs agree on <i>title</i> or "
    "<i>name</i>, but logs are a free-for-all.",
    "Sixel support in xterm needs <code>-ti vt340</code>, which surprises everyone the first time.",
    "We did the same: moved from parsing every line eagerly to indexing offsets and decoding pages on "
    "demand. Memory went from 6 GB to under 200 MB.<p>The index is the trick.",
    "OSC 8 works in kitty, WezTerm, iTerm2 and GNOME Terminal; tmux 3.4 passes it on if you ask it to.",
    "Relative times (&quot;3 h ago&quot;) are great until you need to correlate two systems. Showing "
    "the absolute time on the focused line is a good compromise.",
    "Please don&#x27;t make the terminal beep when a filter matches nothing.",
    "This is the kind of tool that should exist. <a href=\"https://example.org/prior-art\">Prior art</a> "
    "exists but stops at tables.",
    "ISO 8601 allows a comma as the decimal sign. Nobody uses it, but someone will send you one.",
    "Lantern fish produce light with photophores along their bodies; the pattern differs by species.",
    "Curious how it handles a 10 MB string in a single field. Every viewer I tried froze on it.",
    "Reading logs as data is how you stop grepping for the same thing twice.",
    "The avatars drawn in half-blocks are a nice touch; in kitty they are the real pictures.",
    "I tried it on our deploy log. The <i>state</i> badges alone made it worth it.",
    "How does it decide between <code>created_at</code> and <code>updated_at</code>?<p>Both are there on "
    "every GitHub object.",
    "Pretty-printed jq output used to break every line-based viewer I have. Good to see it handled.",
    "A JSONL of 40 GB opens instantly here, which I did not expect.",
    "Does <code>o</code> open links over ssh? I would expect it to copy instead.",
    "OSC 52 over ssh works in kitty and WezTerm for me; xterm needs allowWindowOps.",
    "Job posts in the feed read fine too, they just have no author line.",
    "I&#x27;d like a way to pick the title field myself.<p>Edit: <code>--title</code> exists.",
    "Unix timestamps in milliseconds are the other classic trap.",
    "Nice to see a tool that treats a 10 MB field as a normal day.",
    "The hard part of the status bar is deciding what not to put in it.",
]


def avatar_png(seed):
    """A 64x64 identicon: a 5x5 grid mirrored left to right, in a colour of its own, on light grey."""
    rng = random.Random(seed)
    hue = rng.random()
    import colorsys
    r, g, b = (int(c * 255) for c in colorsys.hls_to_rgb(hue, 0.55, 0.6))
    cells = [[False] * 5 for _ in range(5)]
    for y in range(5):
        for x in range(3):
            on = rng.random() < 0.5
            cells[y][x] = cells[y][4 - x] = on
    rows = bytearray()
    for py in range(64):
        rows.append(0)
        for px in range(64):
            gx, gy = (px - 7) // 10, (py - 7) // 10
            inside = 0 <= gx < 5 and 0 <= gy < 5 and 7 <= px < 57 and 7 <= py < 57 and cells[gy][gx]
            rows += bytes((r, g, b)) if inside else bytes((240, 240, 240))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 64, 64, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def stamp(seconds):
    import time
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


def user_object(login, uid):
    base = f"https://api.github.com/users/{login}"
    return {
        "login": login, "id": uid, "node_id": f"MDQ6VXNlcj{uid}", "avatar_url": f"avatars/{login}.png",
        "gravatar_id": "", "url": base, "html_url": f"https://github.com/{login}",
        "followers_url": f"{base}/followers", "following_url": f"{base}/following{{/other_user}}",
        "gists_url": f"{base}/gists{{/gist_id}}", "starred_url": f"{base}/starred{{/owner}}{{/repo}}",
        "subscriptions_url": f"{base}/subscriptions", "organizations_url": f"{base}/orgs",
        "repos_url": f"{base}/repos", "events_url": f"{base}/events{{/privacy}}",
        "received_events_url": f"{base}/received_events", "type": "Bot" if login.endswith("-bot") else "User",
        "user_view_type": "public", "site_admin": False,
    }


def label_object(name, index):
    colour, description = LABELS[name]
    return {
        "id": 7000100 + index, "node_id": f"LA_kwDOBurin{index:04d}", "url": f"{API}/labels/{name.replace(' ', '%20')}",
        "name": name, "color": colour, "default": name in ("bug", "enhancement", "documentation", "question"),
        "description": description,
    }


def github_issues(rng):
    issues = []
    label_names = list(LABELS)
    t = NOW - 3 * 3600
    for k, (title, labels) in enumerate(ISSUES):
        number = 212 - k
        login, uid = USERS[rng.randrange(len(USERS))]
        created = t - rng.randrange(600, 5 * 86400)
        t = created
        closed = rng.random() < 0.25
        updated = min(NOW - 60, created + rng.randrange(60, 6 * 86400))
        assignee = user_object(*USERS[rng.randrange(len(USERS))]) if rng.random() < 0.3 else None
        reactions = {"+1": rng.randrange(0, 6), "-1": 0, "laugh": 0, "hooray": rng.randrange(0, 2),
                     "confused": 0, "heart": rng.randrange(0, 3), "rocket": 0, "eyes": rng.randrange(0, 2)}
        issues.append({
            "url": f"{API}/issues/{number}", "repository_url": API,
            "labels_url": f"{API}/issues/{number}/labels{{/name}}",
            "comments_url": f"{API}/issues/{number}/comments", "events_url": f"{API}/issues/{number}/events",
            "html_url": f"{WEB}/issues/{number}", "id": 2600000000 + number * 131,
            "node_id": f"I_kwDOBurin{number:05d}", "number": number, "title": title,
            "user": user_object(login, uid),
            "labels": [label_object(name, label_names.index(name)) for name in labels],
            "state": "closed" if closed else "open", "locked": False, "assignee": assignee,
            "assignees": [assignee] if assignee else [], "milestone": None,
            "comments": rng.randrange(0, 14), "created_at": stamp(created), "updated_at": stamp(updated),
            "closed_at": stamp(updated) if closed else None,
            "author_association": rng.choice(["CONTRIBUTOR", "MEMBER", "NONE", "OWNER"]),
            "type": None, "active_lock_reason": None, "sub_issues_summary": {"total": 0, "completed": 0,
                                                                                "percent_completed": 0},
            "body": BODY_PARTS[rng.randrange(len(BODY_PARTS))] if rng.random() < 0.9 else None,
            "closed_by": None,
            "reactions": {"url": f"{API}/issues/{number}/reactions",
                          "total_count": sum(reactions.values()), **reactions},
            "timeline_url": f"{API}/issues/{number}/timeline", "performed_via_github_app": None,
            "state_reason": "completed" if closed else None,
        })
    return issues


def hn_items(rng):
    items = []
    t = NOW - 1800
    next_id = 48211000
    for title, url in HN_TITLES:
        story_id = next_id
        next_id += 17
        t -= rng.randrange(900, 4 * 3600)
        kind = "job" if "hiring" in title else "story"
        comments = []
        if kind == "story":
            for text in rng.sample(HN_COMMENTS, rng.randrange(2, 6)):
                comments.append({"by": rng.choice(HN_USERS), "id": next_id, "parent": story_id,
                                 "text": text,
                                 "time": min(NOW - 60, t + rng.randrange(120, 3 * 3600)), "type": "comment"})
                next_id += 3
        story = {"by": rng.choice(HN_USERS), "id": story_id, "score": rng.randrange(4, 640),
                 "time": t, "title": title, "type": kind}
        if kind == "story":
            story["descendants"] = len(comments) + rng.randrange(0, 90)
            story["kids"] = [c["id"] for c in comments]
        if url:
            story["url"] = url
        else:
            story["text"] = ("I keep a folder of <code>jq</code> one-liners and still lose time scrolling "
                             "through API answers.<p>What do you reach for?")
        items.append(story)
        items.extend(comments)
    return items


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "demo-data/api"
    os.makedirs(os.path.join(out, "avatars"), exist_ok=True)
    rng = random.Random(18)
    for login, uid in USERS:
        with open(os.path.join(out, "avatars", f"{login}.png"), "wb") as f:
            f.write(avatar_png(uid))
    with open(os.path.join(out, "github-issues.json"), "w") as f:
        json.dump(github_issues(rng), f, indent=2, ensure_ascii=False)
        f.write("\n")
    with open(os.path.join(out, "hn-items.jsonl"), "w") as f:
        for item in hn_items(rng):
            f.write(json.dumps(item, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
