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
/// identical (unassigned planes, CJK blocks, private use): about 150 distinct pages, under 20 KB.
struct WidthTable: Sendable {
    /// One page: 256 code points, 2 bits each, 32 per word.
    private typealias Page = SIMD8<UInt64>

    /// For each page (code point >> 8), the index of its words in `pages`.
    private let pageIndex: [UInt16]
    /// 2-bit codes, 32 code points per word: 0 = not printable (-1), 1 = zero width, 2 = one, 3 = two.
    private let pages: [UInt64]
    let source: WidthTableSource
    /// How long building took: the one-time price of exact widths.
    let buildDuration: Duration

    static let codePointCount = 0x11_0000
    private static let pageCount = codePointCount >> 8

    /// `wcwidth` of `value`: -1, 0, 1 or 2. Values outside Unicode are not printable.
    @inline(__always)
    func width(_ value: UInt32) -> Int {
        guard value < UInt32(Self.codePointCount) else { return -1 }
        let page = Int(pageIndex[Int(value >> 8)])
        let word = pages[page &* 8 &+ Int((value & 0xFF) >> 5)]
        let code = (word >> UInt64((value & 31) &* 2)) & 3
        return Int(code) - 1
    }

    /// Number of distinct pages, for reports and tests of compactness.
    var distinctPageCount: Int { pages.count / 8 }

    /// Builds the table from `measure`, which must return -1...2 for any code point (other values
    /// count as not printable).
    init(source: WidthTableSource, measure: (UInt32) -> Int) {
        let start = ContinuousClock.now
        var index = [UInt16]()
        index.reserveCapacity(Self.pageCount)
        var distinct = [Page]()
        var known = [Page: UInt16]()
        var previous: (page: Page, id: UInt16)?
        var value: UInt32 = 0
        for _ in 0..<Self.pageCount {
            var page = Page()
            for wordIndex in 0..<8 {
                var word: UInt64 = 0
                for shift in 0..<32 {
                    let w = measure(value)
                    let code: UInt64 = w >= -1 && w <= 2 ? UInt64(w + 1) : 0
                    word |= code << UInt64(shift * 2)
                    value += 1
                }
                page[wordIndex] = word
            }
            // Neighbouring pages are mostly alike (unassigned planes, CJK blocks): skip hashing them.
            if let previous, previous.page == page {
                index.append(previous.id)
                continue
            }
            let id: UInt16
            if let existing = known[page] {
                id = existing
            } else {
                id = UInt16(distinct.count)
                known[page] = id
                distinct.append(page)
            }
            index.append(id)
            previous = (page, id)
        }
        pageIndex = index
        pages = distinct.flatMap { page in (0..<8).map { page[$0] } }
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
                value >= 0xD800 && value <= 0xDFFF ? -1 : Int(wcwidth(wchar_t(bitPattern: value)))
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
