extension RowDrawer {
    /// A conservative terminal width for clusters the drawer makes up itself (image fallback labels, display
    /// text no font could draw), for when no better measure is given.
    ///
    /// 0 means "do not show": controls and other invisible scalars. East Asian wide and emoji
    /// clusters are 2, everything else 1. The text module's `wcwidth`-based measure should be given
    /// instead where it is available, so the drawer agrees with the terminal exactly.
    public static func basicClusterWidth(_ cluster: Character) -> Int {
        guard let first = cluster.unicodeScalars.first else { return 0 }
        for scalar in cluster.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                // Zero-width joiners and variation selectors are formats too, but harmless inside emoji.
                if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
                return 0
            default: continue
            }
        }
        let category = first.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || category == .spacingMark { return 0 }
        if first.properties.isEmojiPresentation { return 2 }
        if first.properties.isEmoji, cluster.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        switch first.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
