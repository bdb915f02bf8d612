import BurinCore
import FeedData
import MerchantFeed

/// A rendered card as plain text, for a snapshot file a person can read and a diff can point into.
///
/// Three layers per width: the characters (one line per row between `|` marks, continuation cells
/// skipped), the colours (per row, runs of equal cells as `columns×fg/bg+attributes`, `-` for the
/// terminal default), and the hit regions.
enum CardSnapshot {
    static func text(of card: RenderedCard) -> String {
        let bitmap = card.bitmap
        var lines = ["## width \(card.width): \(bitmap.size.width)x\(bitmap.size.height) cells", "text:"]
        for y in 0..<bitmap.size.height { lines.append("|" + bitmap.text(ofRow: y) + "|") }
        lines.append("colours:")
        for y in 0..<bitmap.size.height { lines.append("\(y): " + colourRuns(bitmap.row(y))) }
        lines.append("hits:")
        for region in card.layout.hitRegions {
            let r = region.rect
            lines.append("(\(r.minX),\(r.minY) \(r.size.width)x\(r.size.height)) \(describe(region.action))")
        }
        return lines.joined(separator: "\n")
    }

    /// The colour layer of one row: equal neighbours folded into one run, counted in columns. A
    /// continuation counts as part of its wide cell (its own colours are never shown).
    static func colourRuns(_ cells: ArraySlice<Cell>) -> String {
        var runs: [(count: Int, look: String)] = []
        for cell in cells {
            if cell.isContinuation, !runs.isEmpty {
                runs[runs.count - 1].count += 1
                continue
            }
            let look = self.look(of: cell)
            if let last = runs.last, last.look == look {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((1, look))
            }
        }
        return runs.map { "\($0.count)×\($0.look)" }.joined(separator: " ")
    }

    private static func look(of cell: Cell) -> String {
        var s = hex(cell.foreground) + "/" + hex(cell.background)
        let letters: [(CellAttributes, Character)] = [
            (.bold, "B"), (.dim, "D"), (.italic, "I"), (.underline, "U"), (.reverse, "R"),
        ]
        let attributes = String(letters.filter { cell.attributes.contains($0.0) }.map(\.1))
        if !attributes.isEmpty { s += "+" + attributes }
        return s
    }

    private static func hex(_ color: CellColor) -> String {
        guard let (r, g, b) = color.components else { return "-" }
        return [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// A hit action with its text made safe for the file: controls, format characters, marks and
    /// separators escaped (they would hide or reorder themselves in an editor), long text cut.
    private static func describe(_ action: FeedAction) -> String {
        switch action {
        case .focusRow: return "focusRow"
        case .toggleExpanded: return "toggleExpanded"
        case .link(let address): return "link(\(quoted(address)))"
        case .filter(let text): return "filter(\(quoted(text)))"
        }
    }

    /// `text` in quotes, made safe for the file, cut after 40 scalars (and the count said).
    private static func quoted(_ text: String) -> String {
        let limit = 40
        var escaped = ""
        for scalar in text.unicodeScalars.prefix(limit) {
            escaped += isPlain(scalar) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
        let count = text.unicodeScalars.count
        return "\"\(escaped)\"\(count > limit ? "… \(count) scalars" : "")"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar != "\\", scalar != "\"" else { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse,
            .unassigned, .nonspacingMark, .enclosingMark, .spacingMark:
            return scalar == " "
        default:
            return true
        }
    }
}
