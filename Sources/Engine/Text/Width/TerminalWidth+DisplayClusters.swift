import BurinCore

extension TerminalWidth {
    /// Appends the cells `character` is shown as and returns how many replacements it needed (scalars
    /// that became `�`, lone marks put on `◌`). Controls are expected to be gone already (the
    /// `Sanitizer` removes them); one that slips through is unprintable and so replaced.
    static func appendDisplayClusters(of character: Character, to out: inout [Cluster]) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return appendSingle(first, original: character, to: &out)
        }
        var builder = ClusterBuilder()
        for scalar in scalars {
            if builder.add(scalar, to: &out) == .endOfCluster { break }
        }
        builder.flush(to: &out)
        return builder.replacements
    }

    /// The common case, one scalar per character, without building a string scalar by scalar.
    @inline(__always)
    private static func appendSingle(_ scalar: Unicode.Scalar, original: Character, to out: inout [Cluster]) -> Int {
        let value = scalar.value
        if value < 0x7F, value >= 0x20 {
            out.append(Cluster(String(original), width: 1))
            return 0
        }
        var builder = ClusterBuilder()
        _ = builder.add(scalar, to: &out)
        builder.flush(to: &out)
        return builder.replacements
    }
}

/// Folds the scalars of one grapheme cluster into ncurses-shaped cells: a spacing scalar plus the
/// zero-width scalars after it. See `TerminalWidth` for the rules.
private struct ClusterBuilder {
    enum Step { case next, endOfCluster }

    /// ncurses keeps a base and four combining scalars per cell (CCHARW_MAX is 5); more is Zalgo.
    private static let maxMarksPerCell = 4

    private var scalars = String.UnicodeScalarView()
    private var marks = 0
    private var width = 0
    private var baseValue: UInt32 = 0
    private(set) var replacements = 0

    private var baseIsEmoji: Bool { Unicode.Scalar(baseValue)?.properties.isEmoji == true }

    mutating func add(_ scalar: Unicode.Scalar, to out: inout [Cluster]) -> Step {
        let value = scalar.value
        switch value {
        case 0xFE0E, 0xFE0F, 0xAD:
            return .next
        case 0x200D:
            // Swift only keeps scalars after a ZWJ in the same cluster for emoji sequences (GB11) and
            // Indic conjuncts (GB9c); the first are cut to their first emoji, the second keep going.
            if width > 0, baseIsEmoji { return .endOfCluster }
            return .next
        case 0x1F3FB...0x1F3FF where width > 0 && baseIsEmoji:
            return .next
        case 0xE0000...0xE007F:
            if baseValue == 0x1F3F4, value >= 0xE0020 { return .next }
            replace(to: &out)
            return .next
        case 0x1F1E6...0x1F1FF:
            flush(to: &out)
            let letter = Unicode.Scalar(UInt8(value - 0x1F1E6) + UInt8(ascii: "A"))
            out.append(Cluster(String(Character(letter)), width: 1))
            return .next
        default:
            break
        }
        let scalarWidth = WidthTable.shared.width(value)
        if scalarWidth > 0 {
            flush(to: &out)
            scalars.append(scalar)
            width = scalarWidth
            baseValue = value
        } else if scalarWidth == 0 {
            if width > 0 {
                if marks < Self.maxMarksPerCell {
                    scalars.append(scalar)
                    marks += 1
                }
            } else if !scalar.properties.isDefaultIgnorableCodePoint {
                scalars.append(TerminalWidth.dottedCircle)
                scalars.append(scalar)
                marks = 1
                width = 1
                baseValue = TerminalWidth.dottedCircle.value
                replacements += 1
            }
        } else {
            replace(to: &out)
        }
        return .next
    }

    private mutating func replace(to out: inout [Cluster]) {
        flush(to: &out)
        out.append(TerminalWidth.replacement)
        replacements += 1
    }

    mutating func flush(to out: inout [Cluster]) {
        guard width > 0 else { return }
        out.append(Cluster(String(scalars), width: width))
        scalars = String.UnicodeScalarView()
        marks = 0
        width = 0
        baseValue = 0
    }
}
