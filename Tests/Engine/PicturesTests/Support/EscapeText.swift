import Foundation

/// Escapes made readable for comparisons: ESC is shown as `␛`.
func readable(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
}

/// The APC (`_`) or DCS (`P`) escapes in `bytes`, each as its body between the introducer and `ESC \`.
func escapeBodies(_ bytes: [UInt8], introducer: Character) -> [[UInt8]] {
    let mark = introducer.asciiValue ?? 0
    var bodies: [[UInt8]] = []
    var i = 0
    while i + 1 < bytes.count {
        if bytes[i] == 0x1B, bytes[i + 1] == mark {
            var k = i + 2
            while k + 1 < bytes.count, !(bytes[k] == 0x1B && bytes[k + 1] == UInt8(ascii: "\\")) { k += 1 }
            bodies.append(Array(bytes[(i + 2)..<k]))
            i = k + 2
        } else {
            i += 1
        }
    }
    return bodies
}
