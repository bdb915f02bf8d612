/// The field names the generic card's guessing rules look for, part by part, in order of preference.
/// Written down in one place so the rules can be read, and changed, as a list (docs/DECISIONS.md).
enum CardGuess {
    /// Titles, in ranks: a name of a rank wins over the ranks after it, the first found of a rank
    /// wins; searched at the top level, then one level down (case-insensitive, docs/DECISIONS.md,
    /// "Titles from what records hold"). `*title` is a name ending in "title" (`display_title`),
    /// `*name` one ending in "name" (`ifname`, `filename`, AWS's `Name`).
    static let titleRanks: [[String]] = [
        ["title"], ["*title"], ["name", "subject", "summary", "headline", "full_name"], ["*name"],
        ["target", "command", "address", "label", "login"],
    ]
    /// A log line's message, which wins over every other title in a log line (a record with a level,
    /// or journald's `MESSAGE`): bunyan's `name` is the logger's, not the line's.
    /// Names ending in "name" that name no record: the machine a log line came from, GraphQL's type.
    static let notTitleNames: Set<String> = ["hostname", "typename", "classname", "pathname", "dirname"]
    static let logMessages = ["msg", "message", "@message", "event", "short_message"]
    /// Bodies that make a title when there is no title, cut to their first paragraph.
    static let titleTexts = ["text", "body", "content", "message", "description", "query", "source", "lines"]
    /// Bodies for the excerpt (not the one a title was made of).
    static let bodies = [
        "body", "text", "content", "description", "summary", "message", "selftext", "abstract", "excerpt", "snippet",
        "body_html", "content_html",
    ]
    /// Who made the record, as paths; searched at the top level, then inside each object one level down.
    static let bylines: [[String]] = [
        ["user", "login"], ["user", "username"], ["user", "screen_name"], ["user", "name"], ["user"],
        ["author", "login"], ["author", "username"], ["author", "name"], ["author"], ["by"],
        ["owner", "login"], ["owner", "username"], ["owner", "name"], ["owner"],
        ["account", "acct"], ["account", "username"], ["from", "name"], ["from", "address"], ["from"],
        ["creator", "login"], ["creator", "name"], ["creator"], ["publisher", "username"], ["publisher", "name"],
        ["sender", "login"], ["actor", "login"],
        ["committer", "login"], ["committer", "name"], ["username"], ["screen_name"], ["handle"], ["uploader"],
        ["posted_by"], ["submitter"], ["artist"],
    ]
    /// Objects that are people: their names are bylines, not titles, so a title is not looked for in them.
    static let people: Set<String> = [
        "user", "author", "owner", "account", "from", "creator", "sender", "actor", "committer", "assignee",
        "reporter", "uploader", "submitter", "member", "profile",
    ]
    /// Fields that name a picture.
    static let pictures: Set<String> = [
        "avatar_url", "avatar", "avatarurl", "thumbnail", "thumbnail_url", "thumb", "image", "image_url", "picture",
        "picture_url", "photo", "photo_url", "icon", "icon_url", "logo", "logo_url", "preview_url", "cover",
        "cover_url", "poster", "poster_url", "profile_image_url", "profile_image_url_https",
    ]
    /// Endings of names that name a picture (`*_image_url`, `user_avatar`).
    static let pictureSuffixes = [
        "_image_url", "_image", "_avatar_url", "_avatar", "_thumbnail_url", "_thumbnail", "_photo_url", "_icon_url",
        "_picture",
    ]
    /// Arrays of pictures (media attachments): their first element is the picture.
    static let pictureLists: Set<String> = [
        "media", "images", "photos", "thumbnails", "attachments", "media_attachments", "pictures",
    ]
    /// In an object that stands for a picture, the member holding its address.
    static let pictureAddresses = ["url", "src", "href", "preview_url", "thumbnail", "image", "large", "medium"]
    /// Times, first found wins (case-insensitive); then any field `isTime` names.
    static let times = [
        "created_at", "createdAt", "created", "date", "time", "timestamp", "@timestamp", "published_at",
        "publishedAt", "published", "date_published", "pubDate", "posted_at", "datetime", "ts",
        "__REALTIME_TIMESTAMP", "creationTimestamp", "CreationDate", "LaunchTime", "updated_at", "updatedAt",
        "modified", "date_modified", "created_utc",
    ]
    /// Endings of a time's name, compared lowercased (`LaunchTime`, `CreationDate`, `creationTimestamp`).
    static let timeSuffixes = ["_at", "_time", "_date", "_on", "time", "date", "timestamp", "_ts", "_utc"]
    /// Beginnings of a time's name (`date_published`).
    static let timePrefixes = ["date_", "time_"]
    /// The record's page on the web, first found wins (http or https only).
    static let links = [
        "html_url", "web_url", "permalink_url", "permalink", "link", "url", "href", "canonical_url", "homepage",
        "website", "uri",
    ]
    /// Arrays of labels, shown as tags: strings, or objects with one of `tagNames`.
    static let tagLists: Set<String> = ["labels", "tags", "topics", "categories", "keywords", "hashtags", "genres"]
    static let tagNames = ["name", "label", "title", "tag", "term"]
    /// Fields whose value is a state, shown as a badge.
    static let states: Set<String> = [
        "state", "status", "stage", "phase", "level", "severity", "priority", "conclusion", "state_reason",
    ]

    /// Whether `name` names a picture.
    static func isPicture(_ name: String) -> Bool {
        let lower = name.lowercased()
        return pictures.contains(lower) || pictureSuffixes.contains { lower.hasSuffix($0) }
            || squashedPictures.contains(lower.filter { $0 != "_" })
    }

    /// The picture names without their underscores, for camel case (`thumbnailUrl`, `imageURL`).
    private static let squashedPictures = Set(pictures.map { $0.filter { $0 != "_" } })

    /// Whether `name` names a time (by the lists above; `createdAt`'s "At" by its capital).
    static func isTime(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lowerTimes.contains(lower) || (name.hasSuffix("At") && name.count > 2)
            || timeSuffixes.contains { lower.hasSuffix($0) && lower.count > $0.count }
            || timePrefixes.contains { lower.hasPrefix($0) && lower.count > $0.count }
    }

    private static let lowerTimes = Set(times.map { $0.lowercased() })

    /// Whether a number under `name` stands for a moment (`created_at_i`) rather than an amount.
    static func isEpochNamed(_ name: String) -> Bool {
        let lower = name.lowercased()
        return isTime(name)
            || ["time", "date", "created", "updated", "modified", "_at", "stamp", "epoch"].contains {
                lower.contains($0)
            }
    }

    /// Whether `name` names an identity (`id`, `node_id`, `userId`, `uuid`, `sha`): no fact.
    static func isIdentity(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["id", "uuid", "guid", "sha", "node_id", "_id", "key", "hash", "etag", "cursor", "parent", "kids"]
            .contains(lower)
            || lower.hasSuffix("_id") || lower.hasSuffix("_ids") || name.hasSuffix("Id") || lower.hasSuffix("_sha")
    }

    /// Whether `name` names an address (`*_url`, `href`): no fact.
    static func isAddress(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("url") || lower.hasSuffix("uri") || lower == "href" || lower.hasSuffix("_link")
            || lower == "link" || lower == "permalink"
    }
}
