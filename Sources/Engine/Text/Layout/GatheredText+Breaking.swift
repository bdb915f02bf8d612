import BurinCore

extension GatheredText {
    /// Greedy line breaking over the gathered clusters: up to `maxCount` lines as index ranges, trailing
    /// spaces excluded.
    func breakLines(width: Int, maxCount: Int) -> [Range<Int>] {
        var lines = [Range<Int>]()
        var paragraphStart = 0
        var nextHardBreak = 0
        while lines.count < maxCount {
            let paragraphEnd = nextHardBreak < hardBreaks.count ? hardBreaks[nextHardBreak] : clusters.count
            breakParagraph(paragraphStart..<paragraphEnd, width: width, maxCount: maxCount, into: &lines)
            guard nextHardBreak < hardBreaks.count else { break }
            paragraphStart = paragraphEnd
            nextHardBreak += 1
        }
        return lines
    }

    private func breakParagraph(_ range: Range<Int>, width: Int, maxCount: Int, into lines: inout [Range<Int>]) {
        guard !range.isEmpty else {
            lines.append(range)
            return
        }
        var position = range.lowerBound
        var isFirstLine = true
        while position < range.upperBound, lines.count < maxCount {
            if !isFirstLine {
                // A wrapped line does not start with the spaces that caused the wrap.
                while position < range.upperBound, classes[position] == .space { position += 1 }
                if position == range.upperBound { break }
            }
            isFirstLine = false
            let end = lineEnd(from: position, to: range.upperBound, width: width)
            var trimmed = end
            while trimmed > position, classes[trimmed - 1] == .space { trimmed -= 1 }
            lines.append(position..<trimmed)
            position = end
        }
    }

    /// Where the line starting at `start` ends (exclusive), never before `start + 1`.
    private func lineEnd(from start: Int, to limit: Int, width: Int) -> Int {
        var used = 0
        var lastBreak = start
        var i = start
        while i < limit {
            if i > start,
                BreakClass.allowsBreak(
                    between: classes[i - 1], and: classes[i], beforeBefore: i - 2 >= start ? classes[i - 2] : nil)
            {
                lastBreak = i
            }
            let clusterWidth = clusters[i].width
            if used + clusterWidth <= width {
                used += clusterWidth
                i += 1
                continue
            }
            if classes[i] == .space { return max(i, start + 1) }
            if lastBreak > start { return lastBreak }
            // A word longer than the line breaks between clusters; when there is room, it keeps
            // closing punctuation off the next line's start and opening punctuation off this line's end.
            var end = i
            if end - 1 > start {
                if classes[end].isClosing, !classes[end - 1].isClosing {
                    end -= 1
                } else if classes[end - 1].isOpening, !classes[end - 2].isOpening {
                    end -= 1
                }
            }
            return max(end, start + 1)
        }
        return limit
    }

    /// The last line when the text needs more lines than allowed: everything from `start` on, hard
    /// breaks as single spaces, cut to `width` by `mode`.
    func truncatedRemainder(from start: Int, width: Int, mode: Truncation) -> (
        items: [(Cluster, Int)], truncated: Bool
    ) {
        // Entries are cluster indices; -1 is a space standing for a hard break.
        var entries = [Int]()
        var breakIndex = hardBreaks.firstIndex { $0 > start } ?? hardBreaks.count
        var used = 0
        for i in start..<clusters.count {
            var isBreak = false
            while breakIndex < hardBreaks.count, hardBreaks[breakIndex] <= i {
                isBreak = true
                breakIndex += 1
            }
            if isBreak, let last = entries.last, last != -1, classes[last] != .space {
                entries.append(-1)
                used += 1
            }
            entries.append(i)
            used += clusters[i].width
            // Cutting at the end only needs to see that the text overflows.
            if mode == .end, used > width { break }
        }
        let plan = TruncationPlan.make(
            count: entries.count, limit: width, mode: mode,
            isSpace: { entries[$0] == -1 || self.classes[entries[$0]] == .space },
            width: { entries[$0] == -1 ? 1 : self.clusters[entries[$0]].width })
        let fallbackStyle = entries.first.map { styles[$0] } ?? 0
        func item(_ entry: Int) -> (Cluster, Int) {
            entry == -1 ? (Sanitizer.space, fallbackStyle) : (clusters[entry], styles[entry])
        }
        guard let plan else {
            var end = entries.count
            while end > 0, entries[end - 1] == -1 || classes[entries[end - 1]] == .space { end -= 1 }
            return (entries[..<end].map(item), false)
        }
        var items = plan.head.map { item(entries[$0]) }
        if plan.ellipsis {
            let style = items.last?.1 ?? plan.tail.first.map { item(entries[$0]).1 } ?? fallbackStyle
            items.append((TruncationPlan.ellipsisCluster, style))
        }
        items.append(contentsOf: plan.tail.map { item(entries[$0]) })
        return (items, true)
    }
}
