import Glibc

/// A caseless needle with letters beyond ASCII (é/É, д/Д, σ/Σ), matched on raw UTF-8 without
/// decoding: each of its scalars may be met in any of its one-scalar case forms. ASCII-only needles
/// keep `ByteSearch`'s faster folding; a needle whose other letters have no case (Chinese) never
/// comes here. Canonically equivalent spellings (e + U+0301 for é) are not folded together.
struct CaseVariants: Sendable, Equatable {
    /// Per scalar of the needle, the UTF-8 of each case form it matches. UTF-8 is prefix-free, so at
    /// most one form of a scalar matches at a position and no backtracking is needed.
    let forms: [[[UInt8]]]
    /// The bytes a match can start with (the first scalar's forms' first bytes).
    let firstBytes: [UInt8]

    /// Nil when folding ASCII letters alone is exact for `text`.
    init?(_ text: String) {
        var forms: [[[UInt8]]] = []
        var needed = false
        for scalar in text.unicodeScalars {
            let variants = CaseVariants.caseForms(of: scalar)
            if variants.count > 1 && !scalar.isASCII { needed = true }
            forms.append(variants.map { Array(String($0).utf8) })
        }
        guard needed else { return nil }
        self.forms = forms
        var first: [UInt8] = []
        for form in forms[0] where !first.contains(form[0]) { first.append(form[0]) }
        firstBytes = first
    }

    /// `scalar` and its lower, upper and title case forms that are one scalar each, without repeats.
    static func caseForms(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var forms = [scalar]
        let mappings = [
            scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping,
            scalar.properties.titlecaseMapping,
        ]
        for mapping in mappings {
            let scalars = mapping.unicodeScalars
            guard scalars.count == 1, let form = scalars.first, !forms.contains(form) else { continue }
            forms.append(form)
        }
        return forms
    }

    /// Whether `haystack` holds the needle in any mix of its scalars' case forms.
    func occurs(in haystack: UnsafeRawBufferPointer) -> Bool {
        guard let base = haystack.baseAddress else { return false }
        let n = haystack.count
        var from = 0
        while from < n {
            var hit = n
            for byte in firstBytes {
                if let found = memchr(base + from, Int32(byte), hit - from) { hit = base.distance(to: found) }
            }
            guard hit < n else { return false }
            if matchedLength(at: hit, in: haystack) != nil { return true }
            from = hit + 1
        }
        return false
    }

    /// Whether `value` is the needle, whole, in any case.
    func equals(_ value: UnsafeRawBufferPointer) -> Bool {
        matchedLength(at: 0, in: value) == value.count
    }

    /// The bytes the needle spans from `start`, or nil when it is not there.
    private func matchedLength(at start: Int, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let base = haystack.baseAddress else { return forms.isEmpty ? 0 : nil }
        var position = start
        scalars: for variants in forms {
            for form in variants where position + form.count <= haystack.count {
                let same = form.withUnsafeBytes { memcmp($0.baseAddress!, base + position, form.count) == 0 }
                if same {
                    position += form.count
                    continue scalars
                }
            }
            return nil
        }
        return position - start
    }
}
