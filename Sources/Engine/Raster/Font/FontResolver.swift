import BurinCore
internal import CFontconfig

/// Finds font files through fontconfig, once per process, and remembers the answers.
///
/// A fontconfig match costs a few milliseconds, far too much to pay per row or per glyph, so every
/// answer is cached: the four primary faces (sans and monospace, regular and bold) and, per code
/// point, the fallback face that has a character the primary face lacks. This is the only file that
/// touches fontconfig; it hands out plain `FontFile` values.
///
/// Thread-safe: any draw worker may ask. Cached answers are read under a short lock; fontconfig
/// itself is called under a second lock, so only one match runs at a time and a cache hit never
/// waits for a match in progress on another code point for longer than a dictionary lookup.
public final class FontResolver: Sendable {
    /// The process-wide resolver every painter uses unless a test brings its own.
    public static let shared = FontResolver()

    /// How many fontconfig queries this resolver has made. Stays put when an answer comes from the
    /// cache, which is how tests (and the bench) see caching work.
    public var fontconfigQueryCount: Int { answers.withLock { $0.queryCount } }

    private struct PrimaryKey: Hashable {
        let family: FontFamily
        let bold: Bool
    }

    private struct FallbackKey: Hashable {
        let scalar: UInt32
        let family: FontFamily
    }

    private struct Answers {
        var primaries: [PrimaryKey: FontFile?] = [:]
        var fallbacks: [FallbackKey: FontFile?] = [:]
        /// One shared `FontFile` per face, so the per-code-point cache does not hold a copy of the
        /// path string for every character.
        var interned: [FontFile: FontFile] = [:]
        var queryCount = 0

        mutating func intern(_ file: FontFile?) -> FontFile? {
            guard let file else { return nil }
            if let known = interned[file] { return known }
            interned[file] = file
            return file
        }
    }

    private let answers = Locked(Answers())
    /// Created on the first query, so a process that never draws display text never loads fontconfig.
    private let session = Locked<FontconfigSession?>(nil)

    public init() {}

    /// The primary face of `family`: DejaVu Sans or DejaVu Sans Mono where installed, otherwise what
    /// fontconfig picks for the generic family. Nil only when fontconfig finds no font at all.
    public func font(_ family: FontFamily, bold: Bool) -> FontFile? {
        let key = PrimaryKey(family: family, bold: bold)
        if let known = answers.withLock({ $0.primaries[key] }) { return known }
        return session.withLock { session in
            if let known = answers.withLock({ $0.primaries[key] }) { return known }
            let found = FontconfigSession.open(&session)?.primary(family, bold: bold)
            return answers.withLock { answers in
                answers.queryCount += 1
                let file = answers.intern(found)
                answers.primaries[key] = file
                return file
            }
        }
    }

    /// The face fontconfig prefers for `scalar` among those that have it, leaning towards `family`;
    /// nil when no installed font has the character.
    ///
    /// Code points that no installed font covers are answered from the union of all fonts' character
    /// sets without a match and without a cache entry, so hostile text full of unassigned code points
    /// costs neither milliseconds nor memory per character.
    public func fallback(for scalar: Unicode.Scalar, preferring family: FontFamily) -> FontFile? {
        let key = FallbackKey(scalar: scalar.value, family: family)
        if let known = answers.withLock({ $0.fallbacks[key] }) { return known }
        return session.withLock { session in
            if let known = answers.withLock({ $0.fallbacks[key] }) { return known }
            guard let fontconfig = FontconfigSession.open(&session), fontconfig.anyFontHas(scalar.value) else {
                return nil
            }
            let found = fontconfig.fallback(for: scalar.value, family: family)
            return answers.withLock { answers in
                answers.queryCount += 1
                let file = answers.intern(found)
                answers.fallbacks[key] = file
                return file
            }
        }
    }
}

/// One loaded fontconfig configuration and the union of its fonts' character sets.
///
/// Owned by `FontResolver` and used only under its lock: fontconfig configurations are not safe to
/// query from several threads at once. `@unchecked Sendable` for that reason alone: the lock, not the
/// type, keeps it to one thread at a time.
private final class FontconfigSession: @unchecked Sendable {
    private let config: OpaquePointer
    /// Every code point some installed font has.
    private let coverage: OpaquePointer

    /// Returns the session in `slot`, loading fontconfig into it the first time.
    static func open(_ slot: inout FontconfigSession?) -> FontconfigSession? {
        if slot == nil { slot = FontconfigSession() }
        return slot
    }

    private init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        // The font set is read once; rescanning the font directories every 30 s is what makes plain
        // fontconfig calls slow, and fonts installed while Burin runs are not worth that.
        _ = FcConfigSetRescanInterval(config, 0)
        guard let coverage = Self.unionOfCharacterSets(config) else {
            FcConfigDestroy(config)
            return nil
        }
        self.config = config
        self.coverage = coverage
    }

    deinit {
        FcCharSetDestroy(coverage)
        FcConfigDestroy(config)
    }

    func anyFontHas(_ codePoint: UInt32) -> Bool {
        FcCharSetHasChar(coverage, codePoint) != 0
    }

    func primary(_ family: FontFamily, bold: Bool) -> FontFile? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        // The named family first, the generic one as fontconfig's fallback when it is not installed.
        switch family {
        case .sans:
            addString(pattern, FC_FAMILY, "DejaVu Sans")
            addString(pattern, FC_FAMILY, "sans-serif")
        case .monospace:
            addString(pattern, FC_FAMILY, "DejaVu Sans Mono")
            addString(pattern, FC_FAMILY, "monospace")
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        return match(pattern, mustHave: nil)
    }

    func fallback(for codePoint: UInt32, family: FontFamily) -> FontFile? {
        guard let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        defer { FcCharSetDestroy(wanted) }
        _ = FcCharSetAddChar(wanted, codePoint)
        _ = FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        addString(pattern, FC_FAMILY, family == .sans ? "sans-serif" : "monospace")
        return match(pattern, mustHave: codePoint)
    }

    /// Runs the substitutions and the match, and reads the file and face index of the result.
    /// With `mustHave`, a result whose character set lacks that code point counts as no result:
    /// fontconfig returns its best font even when no font covers the request.
    private func match(_ pattern: OpaquePointer, mustHave codePoint: UInt32?) -> FontFile? {
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        if let codePoint {
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(matched, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                FcCharSetHasChar(charset, codePoint) != 0
            else { return nil }
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(matched, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return FontFile(path: String(cString: file), index: Int(index))
    }

    private func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) {
                _ = FcPatternAddString(pattern, object, $0)
            }
        }
    }

    /// Merges the character sets of every font the configuration knows into one.
    private static func unionOfCharacterSets(_ config: OpaquePointer) -> OpaquePointer? {
        guard let everything = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(everything) }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, FC_CHARSET)
        guard let union = FcCharSetCreate() else { return nil }
        guard let fonts = FcFontList(config, everything, objects) else { return union }
        defer { FcFontSetDestroy(fonts) }
        let count = Int(fonts.pointee.nfont)
        for i in 0..<count {
            guard let font = fonts.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            if FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                _ = FcCharSetMerge(union, charset, nil)
            }
        }
        return union
    }
}
