import Glibc

/// Numbers read from raw bytes without making a String: JSON's number syntax (a leading `+` too, for
/// numbers typed in a query), exact for the usual decimals (`4.5` is the same Double as Swift reads).
enum NumberReading {
    /// The number `bytes` spell entirely, or nil.
    static func number(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let n = bytes.count
        guard n > 0, n <= 64 else { return nil }
        var i = 0
        var negative = false
        if bytes[0] == 0x2D || bytes[0] == 0x2B {
            negative = bytes[0] == 0x2D
            i = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var exact = true
        while i < n, bytes[i] &- 0x30 < 10 {
            if mantissa < 1 << 53 / 10 { mantissa = mantissa * 10 + UInt64(bytes[i] &- 0x30) } else { exact = false }
            digits += 1
            i += 1
        }
        if i < n, bytes[i] == 0x2E {
            i += 1
            var fraction = 0
            while i < n, bytes[i] &- 0x30 < 10 {
                if mantissa < 1 << 53 / 10 {
                    mantissa = mantissa * 10 + UInt64(bytes[i] &- 0x30)
                    scale += 1
                } else {
                    exact = false
                }
                fraction += 1
                i += 1
            }
            guard fraction > 0 else { return nil }
            digits += fraction
        }
        guard digits > 0 else { return nil }
        if i < n, bytes[i] | 0x20 == 0x65 {
            i += 1
            if i < n, bytes[i] == 0x2D || bytes[i] == 0x2B { i += 1 }
            let start = i
            while i < n, bytes[i] &- 0x30 < 10 { i += 1 }
            guard i > start else { return nil }
            exact = false
        }
        guard i == n else { return nil }
        if exact, scale <= 22 {
            // Both exact in a Double, so the quotient is correctly rounded, as strtod's result is.
            let value = Double(mantissa) / Self.powersOfTen[scale]
            return negative ? -value : value
        }
        return slowNumber(bytes)
    }

    private static let powersOfTen: [Double] = (0...22).map { p in (0..<p).reduce(1.0) { r, _ in r * 10 } }

    /// strtod on a NUL-terminated copy (long mantissas, exponents).
    private static func slowNumber(_ bytes: UnsafeRawBufferPointer) -> Double? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for i in 0..<bytes.count { buffer[i] = CChar(bitPattern: bytes[i]) }
            buffer[bytes.count] = 0
            let value = strtod(buffer.baseAddress!, nil)
            return value.isFinite ? value : nil
        }
    }
}
