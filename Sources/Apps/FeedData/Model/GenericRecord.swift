public import BurinCore

/// A record of no kind the feed was made for (an issue from an API, a story, a log line), read as a
/// card: what the guessing rules, or the command line's paths, found for each part of the card, and
/// every field as a list for when the card is unfolded. A part the record does not have is nil or
/// empty, and the card leaves it out; nothing is made up. Immutable, so it crosses queues freely.
public struct GenericRecord: Sendable, Hashable {
    /// The row's stable identity: its position in the source (see `FeedItem.row`).
    public let row: RowID
    /// 1-based line in the source where the record starts.
    public let line: Int
    /// One line of text: a title, a name, or the first line of a body.
    public let title: String?
    /// Who made the record: a login, an author's name.
    public let byline: String?
    /// The card's picture: an absolute path, or a web address kept as the record gives it.
    public let picture: String?
    public let time: RecordTime?
    /// Up to four short facts: numbers, true flags, short strings, states as badges.
    public let facts: [RecordFact]
    /// Labels and tags, each a filter when clicked.
    public let tags: [String]
    /// A body as plain prose (HTML and Markdown reduced to text), shown in two lines.
    public let excerpt: String?
    /// The record's web address (`http://` or `https://`), shown short, copied with `y`, opened with `o`.
    public let link: String?
    /// Every field, for the unfolded card.
    public let outline: FieldOutline

    public init(
        row: RowID, line: Int, title: String? = nil, byline: String? = nil, picture: String? = nil,
        time: RecordTime? = nil, facts: [RecordFact] = [], tags: [String] = [], excerpt: String? = nil,
        link: String? = nil, outline: FieldOutline = .empty
    ) {
        self.row = row
        self.line = line
        self.title = title
        self.byline = byline
        self.picture = picture
        self.time = time
        self.facts = facts
        self.tags = tags
        self.excerpt = excerpt
        self.link = link
        self.outline = outline
    }
}
