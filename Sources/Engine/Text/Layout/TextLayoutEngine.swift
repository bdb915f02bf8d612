public import BurinCore

/// Lays attributed text out into positioned, styled runs for a width, with line breaking, kinsoku,
/// truncation and alignment. Keeps a bounded cache of measured strings, so re-laying a row (another
/// width, a theme change) does not sanitise and measure its strings again.
///
/// The invariant: no line of a `TextBlock` is ever wider than the width asked for.
///
/// - Note: Owned by one thread (for example one per layout queue); not `Sendable`. Its results are.
public final class TextLayoutEngine {
    /// Longest run (UTF-8 bytes) laid out as a whole; a longer one keeps its first and last halves of
    /// this around a `…`, so hostile input costs bounded time and memory. Far more than any row shows.
    public static let inputLimit = 32 * 1024

    var cache: MeasuredTextCache
    /// The text of the layout in progress; kept between calls to reuse its storage.
    private var scratch = GatheredText()

    /// - Parameters:
    ///   - cacheCapacity: measured strings kept (0 turns the cache off).
    ///   - maxCachedStringLength: longer strings (UTF-8 bytes) are measured every time, not cached.
    public init(cacheCapacity: Int = 512, maxCachedStringLength: Int = 512) {
        cache = MeasuredTextCache(capacity: cacheCapacity, maxStringLength: maxCachedStringLength)
    }

    /// Cache hits and misses so far, for benchmarks and tests.
    public var cacheStatistics: (hits: Int, misses: Int, entries: Int) {
        (cache.hits, cache.misses, cache.count)
    }

    /// The display-safe clusters of `string`, newlines as spaces; cached.
    public func clusters(_ string: String) -> [Cluster] {
        cache.measured(string, newlines: .space).clusters
    }

    /// Columns `string` takes once sanitised; cached.
    public func width(_ string: String) -> Int {
        TextMetrics.width(of: clusters(string))
    }

    /// See `TextMetrics.truncate(_:toWidth:mode:)`.
    public func truncate(_ clusters: [Cluster], toWidth width: Int, mode: Truncation) -> [Cluster] {
        TextMetrics.truncate(clusters, toWidth: width, mode: mode)
    }

    /// Lays `text` out in lines of at most `width` columns.
    ///
    /// Lines break after spaces, between wide (CJK, kana, Hangul, emoji) clusters, and after a hyphen
    /// inside a word; never before closing punctuation or after opening punctuation; a word longer
    /// than the line breaks between clusters. Spaces at a soft break are dropped. When the text needs
    /// more than `maxLines` lines, the last line shown holds all the remaining text (paragraphs joined
    /// by a space) cut with `…` as `truncation` says. Trailing newlines make no lines.
    ///
    /// - Parameters:
    ///   - newlines: how newlines in the text count; `.lineBreak` for multi-line fields.
    /// - Returns: An empty block for a width or `maxLines` below 1.
    public func layout(
        _ text: AttributedText, width: Int, maxLines: Int = .max, truncation: Truncation = .end,
        alignment: TextAlignment = .left, origin: CellPoint = CellPoint(x: 0, y: 0),
        newlines: Sanitizer.NewlinePolicy = .lineBreak
    ) -> TextBlock {
        guard width > 0, maxLines > 0 else { return .empty }
        if let block = layoutSingleLine(text, width: width, alignment: alignment, origin: origin, newlines: newlines) {
            return block
        }
        var gathered = scratch
        scratch = GatheredText()
        defer {
            gathered.removeAll()
            scratch = gathered
        }
        for run in text.runs {
            let string = run.string.utf8.count > Self.inputLimit ? Self.capped(run.string) : run.string
            gathered.append(cache.measured(string, newlines: newlines), style: run.style)
        }
        gathered.finish(width: width)
        var block = TextBlock.empty
        block.sanitisedCount = gathered.sanitisedCount
        guard !gathered.isEmpty else { return block }

        let lineLimit = min(maxLines, gathered.clusters.count + gathered.hardBreaks.count + 1)
        var lines = gathered.breakLines(width: width, maxCount: lineLimit + 1)
        var placer = LinePlacer(
            width: width, alignment: alignment, origin: origin, styleTable: gathered.styleTable)
        var lastLine: (items: [(Cluster, Int)], truncated: Bool)?
        if lines.count > lineLimit {
            let remainderStart = lines[lineLimit - 1].lowerBound
            lines.removeLast(lines.count - lineLimit + 1)
            lastLine = gathered.truncatedRemainder(from: remainderStart, width: width, mode: truncation)
        }
        for (y, line) in lines.enumerated() { placer.place(line, of: gathered, y: y) }
        if let lastLine {
            placer.place(lastLine.items, y: lineLimit - 1)
            block.isTruncated = lastLine.truncated
        }
        block.runs = placer.runs
        block.lineCount = placer.lineCount
        block.size = CellSize(width: placer.maxRight, height: placer.lineCount)
        return block
    }

    /// The common case of one run that fits on one line, without copying its clusters one by one:
    /// the same result as the general path, or nil when that path is needed.
    private func layoutSingleLine(
        _ text: AttributedText, width: Int, alignment: TextAlignment, origin: CellPoint,
        newlines: Sanitizer.NewlinePolicy
    ) -> TextBlock? {
        guard text.runs.count == 1, let run = text.runs.first, run.string.utf8.count <= Self.inputLimit else {
            return nil
        }
        let measured = cache.measured(run.string, newlines: newlines)
        guard measured.lineBreaks.isEmpty, measured.width <= width, let last = measured.classes.last, last != .space
        else { return nil }
        var placer = LinePlacer(width: width, alignment: alignment, origin: origin, styleTable: [run.style])
        placer.place(wholeRun: measured.clusters, width: measured.width, style: 0, y: 0)
        return TextBlock(
            runs: placer.runs, lineCount: 1, size: CellSize(width: placer.maxRight, height: 1),
            sanitisedCount: measured.sanitisedCount, isTruncated: false)
    }

    /// `string` cut to its first and last `inputLimit / 2` bytes (on scalar boundaries) around `…`.
    static func capped(_ string: String) -> String {
        let utf8 = string.utf8
        let half = inputLimit / 2
        guard utf8.count > inputLimit else { return string }
        var headEnd = utf8.index(utf8.startIndex, offsetBy: half)
        while headEnd > utf8.startIndex, UTF8.isContinuation(utf8[headEnd]) { utf8.formIndex(before: &headEnd) }
        var tailStart = utf8.index(utf8.endIndex, offsetBy: -half)
        while tailStart < utf8.endIndex, UTF8.isContinuation(utf8[tailStart]) { utf8.formIndex(after: &tailStart) }
        return String(decoding: utf8[..<headEnd], as: UTF8.self) + "\u{2026}"
            + String(decoding: utf8[tailStart...], as: UTF8.self)
    }
}

@available(*, unavailable, message: "A TextLayoutEngine belongs to one thread; make one per thread")
extension TextLayoutEngine: Sendable {}
