import CZlib

/// zlib's deflate, the compression kitty's `o=z` reads: the one file that touches zlib.
enum Zlib {
    /// `bytes` compressed at `level` (1 fastest .. 9 smallest); nil when zlib fails.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), level)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeLast(out.count - Int(size))
        return out
    }

    /// `bytes` inflated, at most `limit` bytes out (tests read what was sent back with it).
    static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
        var size = uLong(limit)
        var out = [UInt8](repeating: 0, count: limit)
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                uncompress(target.baseAddress, &size, source.baseAddress, uLong(source.count))
            }
        }
        guard status == Z_OK else { return nil }
        out.removeLast(out.count - Int(size))
        return out
    }
}
