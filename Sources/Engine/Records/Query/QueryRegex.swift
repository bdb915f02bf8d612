import CPCRE2

/// A compiled `/regex/`: PCRE2, JIT-compiled when the machine allows, matching UTF-8 (invalid
/// sequences are no match, not an error) with a match limit, so a pattern such as `(a+)+b` gives up
/// on a value instead of hanging a worker. Smart case: caseless unless the pattern has a capital
/// (escapes such as `\S` aside).
///
/// Immutable once made and shared by every worker: PCRE2's compiled code and match context are only
/// read while matching; each worker brings its own match data (`RegexScratch`).
public final class QueryRegex: @unchecked Sendable {
    // @unchecked: `code` and `context` are written in init only; PCRE2 documents both as safe to
    // share between threads for matching.
    public let pattern: String
    public let caseSensitive: Bool
    private let code: OpaquePointer
    private let context: OpaquePointer?

    /// Backtracking steps one match may take before it gives up (PCRE2's match limit): ~10 ms.
    static let matchLimit: UInt32 = 200_000
    /// Nesting of backtracking (the heap PCRE2 uses for it stays small).
    static let depthLimit: UInt32 = 10_000

    /// A pattern PCRE2 refused: its message, and the byte offset in the pattern.
    public struct Invalid: Error, Sendable {
        public let message: String
        public let offset: Int
    }

    public init(_ pattern: String) throws(Invalid) {
        self.pattern = pattern
        caseSensitive = Self.hasCapital(pattern)
        var options = UInt32(PCRE2_UTF) | UInt32(PCRE2_MATCH_INVALID_UTF) | UInt32(PCRE2_NO_UTF_CHECK)
        if !caseSensitive { options |= UInt32(PCRE2_CASELESS) }
        var errorCode: Int32 = 0
        var errorOffset = 0
        let utf8 = Array(pattern.utf8)
        let compiled = utf8.withUnsafeBufferPointer { b in
            pcre2_compile_8(
                b.baseAddress, b.count, options & ~UInt32(PCRE2_NO_UTF_CHECK), &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            throw Invalid(message: Self.message(errorCode), offset: errorOffset)
        }
        code = compiled
        // Without JIT (a kernel that forbids executable memory) the interpreter runs, still limited.
        _ = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
        context = pcre2_match_context_create_8(nil)
        if let context {
            pcre2_set_match_limit_8(context, Self.matchLimit)
            pcre2_set_depth_limit_8(context, Self.depthLimit)
        }
    }

    deinit {
        pcre2_code_free_8(code)
        if let context { pcre2_match_context_free_8(context) }
    }

    /// How a match ended.
    enum Outcome {
        case match
        case noMatch
        /// The match limit (or another PCRE2 error) stopped it: counted, treated as no match.
        case gaveUp
    }

    /// Matches `bytes` (UTF-8, maybe invalid) with `scratch`'s match data for this pattern.
    func match(_ bytes: UnsafeRawBufferPointer, scratch: RegexScratch) -> Outcome {
        let data = scratch.matchData(for: self, code: code)
        let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) ?? Self.empty
        let result = pcre2_match_8(code, base, bytes.count, 0, 0, data, context)
        if result >= 0 { return .match }
        return result == PCRE2_ERROR_NOMATCH ? .noMatch : .gaveUp
    }

    nonisolated(unsafe) private static let empty: UnsafePointer<UInt8> = {
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        p.initialize(to: 0)
        return UnsafePointer(p)
    }()

    private static func message(_ code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = buffer.withUnsafeMutableBufferPointer { pcre2_get_error_message_8(code, $0.baseAddress, $0.count) }
        return n > 0 ? String(decoding: buffer.prefix(Int(n)), as: UTF8.self) : "not a regular expression (\(code))"
    }

    /// Smart case: a capital outside an escape (`\S`, `\W`, `\D` are classes, not capitals).
    private static func hasCapital(_ pattern: String) -> Bool {
        var escaped = false
        for c in pattern {
            if escaped {
                escaped = false
                continue
            }
            if c == "\\" {
                escaped = true
                continue
            }
            if c.isUppercase { return true }
        }
        return false
    }
}

/// One worker's PCRE2 match data, one block per pattern it matched.
///
/// - Note: One thread at a time (a worker's own).
final class RegexScratch {
    private var blocks: [ObjectIdentifier: OpaquePointer] = [:]

    func matchData(for regex: QueryRegex, code: OpaquePointer) -> OpaquePointer? {
        if let data = blocks[ObjectIdentifier(regex)] { return data }
        guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else { return nil }
        blocks[ObjectIdentifier(regex)] = data
        return data
    }

    deinit {
        for data in blocks.values { pcre2_match_data_free_8(data) }
    }
}
