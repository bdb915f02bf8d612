import Glibc

/// Where the width table's numbers came from.
public enum WidthTableSource: Sendable, Equatable {
    /// glibc's `wcwidth` under a UTF-8 locale: the numbers ncurses itself uses.
    case glibc(locale: String)
    /// No UTF-8 locale could be opened; widths come from Unicode properties and East Asian Wide ranges.
    /// ncurses cannot show non-ASCII text correctly in that situation anyway.
    case unicodeProperties
}

/// An immutable table of `wcwidth` for every code point, 2 bits each, in deduplicated 256-entry pages.
///
/// `wcwidth` reads the calling thread's locale, which the main loop sets (or not) and which a worker
/// thread may not share; a table built once under `C.UTF-8` gives every thread the same answer as
/// ncurses under a UTF-8 locale, without touching locale state again. Most of the 4,352 pages are
/// identical (unassigned planes, CJK blocks, private use), so the table is about 30 KB.
struct WidthTable: Sendable {
    /// For each page (code point >> 8), the index of its 64-byte entry block in `pages`.
    private let pageIndex: [UInt16]
    /// 2-bit codes, four code points per byte: 0 = not printable (-1), 1 = zero width, 2 = one, 3 = two.
    private let pages: [UInt8]
    let source: WidthTableSource
    /// How long building took: the one-time price of exact widths.
    let buildDuration: Duration

    static let codePointCount = 0x11_0000
    private static let pageSize = 256
    private static let bytesPerPage = pageSize / 4

    /// `wcwidth` of `value`: -1, 0, 1 or 2. Values outside Unicode are not printable.
    @inline(__always)
    func width(_ value: UInt32) -> Int {
        guard value < UInt32(Self.codePointCount) else { return -1 }
        let page = Int(pageIndex[Int(value >> 8)])
        let byte = pages[page &* Self.bytesPerPage &+ Int((value & 0xFF) >> 2)]
        let code = (byte >> ((UInt8(truncatingIfNeeded: value) & 3) &* 2)) & 3
        return Int(code) - 1
    }

    /// Number of distinct pages, for reports and tests of compactness.
    var distinctPageCount: Int { pages.count / Self.bytesPerPage }

    /// Builds the table from `measure`, which must return -1...2 for any code point.
    init(source: WidthTableSource, measure: (UInt32) -> Int) {
        let start = ContinuousClock.now
        var index = [UInt16]()
        index.reserveCapacity(Self.codePointCount / Self.pageSize)
        var storage = [UInt8]()
        var known = [[UInt8]: UInt16]()
        var page = [UInt8](repeating: 0, count: Self.bytesPerPage)
        for pageStart in stride(from: 0, to: Self.codePointCount, by: Self.pageSize) {
            for i in 0..<Self.bytesPerPage {
                var byte: UInt8 = 0
                for j in 0..<4 {
                    let w = measure(UInt32(pageStart + i * 4 + j))
                    let code = UInt8(min(max(w, -1), 2) + 1)
                    byte |= code << (UInt8(j) * 2)
                }
                page[i] = byte
            }
            if let existing = known[page] {
                index.append(existing)
            } else {
                let id = UInt16(storage.count / Self.bytesPerPage)
                known[page] = id
                storage.append(contentsOf: page)
                index.append(id)
            }
        }
        pageIndex = index
        pages = storage
        self.source = source
        buildDuration = ContinuousClock.now - start
    }

    /// The table every lookup uses, built on first use (Swift initialises globals once, thread-safely).
    static let shared: WidthTable = makeFromLocale() ?? makeFromUnicodeProperties()

    /// Locale names tried in order; Debian always ships `C.UTF-8` (glibc 2.35+ has it built in).
    private static let utf8LocaleNames = ["C.UTF-8", "C.utf8", "en_US.UTF-8"]

    /// Switches this thread (only) to a UTF-8 LC_CTYPE, asks `wcwidth` about every code point, and
    /// switches back, so the process locale and other threads never see a change.
    static func makeFromLocale() -> WidthTable? {
        guard let wcwidth = lookUpWcwidth() else { return nil }
        for name in utf8LocaleNames {
            guard let locale = newlocale(LC_CTYPE_MASK, name, nil) else { continue }
            defer { freelocale(locale) }
            let previous = uselocale(locale)
            defer { uselocale(previous) }
            // Surrogates are not characters: glibc says -1 for them, and so do we without asking.
            return WidthTable(source: .glibc(locale: name)) { value in
                (0xD800...0xDFFF).contains(value) ? -1 : Int(wcwidth(wchar_t(bitPattern: value)))
            }
        }
        return nil
    }

    /// glibc's `wcwidth`. Swift's Glibc module is built without `_XOPEN_SOURCE`, which hides the
    /// declaration (not the function), and this target may not add a C shim; so it is looked up by name.
    private static func lookUpWcwidth() -> (@convention(c) (wchar_t) -> Int32)? {
        guard let symbol = dlsym(nil, "wcwidth") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
    }
}
