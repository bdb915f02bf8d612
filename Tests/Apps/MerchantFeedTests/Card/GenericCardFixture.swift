import BurinCore
import BurinListViewer
import BurinRaster
import Testing

@testable import FeedData
@testable import MerchantFeed

/// One record read into a generic card, to snapshot: the record's JSON, the paths given on the
/// command line (if any), and how the row is presented. Each guessing rule and each override has one.
struct GenericCardFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    var cards = CardReading()
    var presentation = RowPresentation()

    var testDescription: String { name }

    /// The record as the decoder reads it (a picture named `thumbnail.png` is the test thumbnail).
    var content: FeedRowContent {
        get throws {
            let text = json.replacingOccurrences(of: "THUMB", with: CardThumbnail.path)
            let decoded = try FeedDecoder.decode(Array(text.utf8), baseDirectory: "/data", cards: cards)
            let item = try #require(decoded.items.first)
            return FeedRowContent(item: item, presentation: presentation)
        }
    }

    /// 2026-12-06 12:00:00 UTC: the moment the fixtures' ages are counted from.
    static let now = RecordTime(seconds: 1_796_558_400)

    /// The pipeline's renderer with a fixed `now`, no FreeType, the test thumbnail.
    static let renderer = FeedRenderer(
        style: FeedStyle(theme: .dark, now: now), blitter: .halfBlock, images: ImageCache(byteLimit: 1 << 20),
        usesFreeType: false)

    /// Compact, a narrow regular card with the small picture, a wide one.
    static let widths = [30, 50, 100]

    static func render(_ content: FeedRowContent, width: Int) -> RenderedCard? {
        let layout = renderer.layout(content, width: width, style: renderer.look, context: renderer.makeLayoutContext())
        guard
            let bitmap = renderer.draw(
                layout, style: renderer.look, context: renderer.makeDrawContext(), isCancelled: { false })
        else {
            return nil
        }
        return RenderedCard(width: width, layout: layout, bitmap: bitmap)
    }

    private static func paths(_ set: (inout CardOverrides) throws -> Void) -> CardReading {
        var overrides = CardOverrides()
        try? set(&overrides)
        return CardReading(choice: .auto, overrides: overrides)
    }

    static let all: [GenericCardFixture] = rules + overrides

    /// One fixture per guessing rule (docs/DECISIONS.md, "The generic card's guesses").
    static let rules: [GenericCardFixture] = [
        GenericCardFixture(
            name: "title-field",
            json: #"{"id": 1, "title": "Crash on a lone backslash", "name": "not this", "user": {"login": "ada"}}"#),
        GenericCardFixture(
            name: "title-name-when-no-title",
            json:
                #"{"name": "lanternfish", "full_name": "burin-demo/lanternfish", "stargazers_count": 1234, "fork": false}"#
        ),
        GenericCardFixture(
            name: "title-skips-urls", json: #"{"title": "https://example.com/a/b", "subject": "Quarterly report"}"#),
        GenericCardFixture(
            name: "title-from-html-body",
            json:
                #"{"by": "kiwi", "text": "I&#x27;ve piped <code>gh api</code> into jq for years.<p>Second paragraph.", "time": 1796550000, "type": "comment"}"#
        ),
        GenericCardFixture(
            name: "title-one-level-down",
            json:
                #"{"sha": "9f2c1e0", "commit": {"message": "Fix the parser\n\nIt read a lone backslash as an escape.", "author": {"name": "Ada", "date": "2026-12-06T09:00:00Z"}}, "author": {"login": "ada-o"}}"#
        ),
        GenericCardFixture(name: "no-title-says-its-line", json: #"{"id": 5, "value": 3, "ok": true}"#),
        GenericCardFixture(
            name: "byline-account-acct",
            json:
                #"{"content": "<p>Hello, fediverse!</p>", "account": {"acct": "ada@example.social"}, "created_at": "2026-12-06T11:58:30.000Z"}"#
        ),
        GenericCardFixture(
            name: "byline-from", json: #"{"subject": "Lunch?", "from": {"name": "Bea", "address": "bea@example.com"}}"#),
        GenericCardFixture(
            name: "picture-avatar-one-level-down",
            json: #"{"title": "Issue with an avatar", "user": {"login": "octo", "avatar_url": "THUMB"}}"#),
        GenericCardFixture(
            name: "picture-media-array",
            json:
                #"{"title": "A post with media", "media": [{"type": "photo", "url": "THUMB"}], "icon": "not-a-picture"}"#
        ),
        GenericCardFixture(
            name: "picture-suffix-image-url",
            json: #"{"name": "Ada", "profile_image_url": "THUMB", "screen_name": "ada"}"#),
        GenericCardFixture(
            name: "time-iso-with-offset", json: #"{"title": "Offset", "created_at": "2026-12-06T14:00:00+02:00"}"#),
        GenericCardFixture(name: "time-unix-milliseconds", json: #"{"title": "Millis", "timestamp": 1796472000000}"#),
        GenericCardFixture(
            name: "log-bunyan-error",
            json:
                #"{"name":"myapp","hostname":"host","pid":4242,"level":50,"msg":"request failed","time":"2026-12-06T11:59:00Z","v":0}"#
        ),
        GenericCardFixture(
            name: "log-logrus-warning",
            json: #"{"component":"store","level":"warning","msg":"disk almost full","time":"2026-12-06T11:00:00Z"}"#),
        GenericCardFixture(
            name: "log-journald-debug",
            json:
                #"{"__REALTIME_TIMESTAMP":"1796558100000000","PRIORITY":"7","SYSLOG_IDENTIFIER":"sshd","MESSAGE":"debug1: session opened"}"#
        ),
        GenericCardFixture(name: "scalar-string-record", json: #""just a line of text""#),
        GenericCardFixture(
            name: "epoch-and-duration-are-no-sizes",
            json: #"{"title": "Slow query", "created_at_i": 1796472000, "query_time": 25, "points": 812}"#),
        GenericCardFixture(
            name: "time-focused-shows-the-date", json: #"{"title": "Focused", "published_at": "2026-11-01"}"#,
            presentation: RowPresentation(focused: true)),
        GenericCardFixture(
            name: "facts-badges-numbers-flags-tags",
            json:
                #"{"title": "Facts", "state": "open", "conclusion": "failure", "status": "archived", "comments": 12, "score": 123456, "draft": true, "locked": false, "kind": "bug", "node_id": "I_kw", "labels": [{"name": "bug"}, {"name": "parser"}], "topics": ["rust"]}"#
        ),
        GenericCardFixture(
            name: "excerpt-markdown",
            json:
                ###"{"title": "Markdown", "body": "## What happens\n\n- the **viewer** stops with `index out of range`\n- see [the log](https://example.com/log)\n\n```\npanic at parse.rs\n```"}"###
        ),
        GenericCardFixture(
            name: "link-prefers-html-url",
            json:
                #"{"title": "Links", "url": "https://api.example.com/repos/a/b/issues/7", "html_url": "https://www.example.com/a/b/issues/7?x=1#top"}"#
        ),
        GenericCardFixture(
            name: "unfolded-every-field",
            json:
                #"{"title": "Unfolded", "user": {"login": "ada", "site_admin": false}, "labels": [{"name": "bug"}], "n": null, "empty": {}}"#,
            presentation: RowPresentation(focused: true, unfolded: true)),
        GenericCardFixture(
            name: "filter-marks-matches", json: #"{"title": "Parser crash", "by": "parsley", "body": "the parser"}"#,
            presentation: RowPresentation(highlights: ["pars"])),
    ]

    /// One fixture per override (`--title` ...), and a path that finds nothing.
    static let overrides: [GenericCardFixture] = [
        GenericCardFixture(
            name: "override-title", json: #"{"title": "guessed", "user": {"name": "Ada Lovelace", "login": "ada"}}"#,
            cards: paths { $0.title = try FieldPath("user.name") }),
        GenericCardFixture(
            name: "override-byline",
            json: #"{"title": "Assigned", "user": {"login": "ada"}, "assignee": {"login": "bob"}}"#,
            cards: paths { $0.byline = try FieldPath(".assignee.login") }),
        GenericCardFixture(
            name: "override-image",
            json:
                #"{"title": "Pictures", "avatar_url": "/missing.png", "images": [{"src": "/a.png"}, {"src": "THUMB"}]}"#,
            cards: paths { $0.image = try FieldPath("images.1.src") }),
        GenericCardFixture(
            name: "override-time",
            json: #"{"title": "When", "created_at": "2026-01-01T00:00:00Z", "meta": {"seen": 1796554800}}"#,
            cards: paths { $0.time = try FieldPath("meta.seen") }),
        GenericCardFixture(
            name: "override-body", json: #"{"title": "Body", "body": "guessed", "notes": ["first *note*", "second"]}"#,
            cards: paths { $0.body = try FieldPath("notes.*") }),
        GenericCardFixture(
            name: "override-fields",
            json:
                #"{"title": "Fields", "state": "closed", "comments": 3, "labels": [{"name": "bug"}, {"name": "ui"}], "milestone": {"title": "v1"}}"#,
            cards: paths {
                $0.fields = [try FieldPath("milestone.title"), try FieldPath("labels.*.name"), try FieldPath("state")]
            }
        ),
        GenericCardFixture(
            name: "override-path-finds-nothing", json: #"{"title": "kept?", "user": {"login": "ada"}}"#,
            cards: paths { $0.title = try FieldPath("user.name") }),
        GenericCardFixture(
            name: "card-generic-for-a-merchant",
            json: #"{"id": 1, "name": "老王麻辣烫", "category": "快餐", "rating": 4.6, "tags": ["新店"], "thumbnail": "THUMB"}"#,
            cards: CardReading(choice: .generic)),
    ]
}
