/// What the indexed part of a file looked like: its identity, its length, and hashes of its first and
/// last few kilobytes. On `reload()` a file that only grew matches it; one that was replaced, cut
/// short or rewritten in place (an editor saving over it, `>` in a shell) does not, and is read again
/// from the start instead of being mistaken for an append, which turned old offsets into bad records.
struct ContentFingerprint: Sendable, Equatable {
    /// Bytes hashed at each end.
    static let window = 4096

    var identity: FileIdentity?
    var length = 0
    var head: UInt64 = 0
    var tail: UInt64 = 0

    /// The fingerprint of `file`'s first `length` bytes.
    static func of(_ file: SourceFile, length: Int) throws(FeedLoadError) -> ContentFingerprint {
        let headBytes = try file.read(count: min(window, length), at: 0)
        let tailStart = max(0, length - window)
        let tailBytes = try file.read(count: length - tailStart, at: tailStart)
        return ContentFingerprint(
            identity: file.identity(), length: length, head: hash(headBytes), tail: hash(tailBytes))
    }

    /// FNV-1a: this guards against accidents, not adversaries.
    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
