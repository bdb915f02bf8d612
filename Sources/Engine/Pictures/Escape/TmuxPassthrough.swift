/// tmux's passthrough: `ESC P tmux ;` + the sequence with every ESC doubled + `ESC \`.
public enum TmuxPassthrough {
    /// `sequence` wrapped for one tmux.
    public static func wrap(_ sequence: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "P")] + Array("tmux;".utf8)
        out.reserveCapacity(sequence.count + sequence.count / 16 + 10)
        for byte in sequence {
            if byte == 0x1B { out.append(0x1B) }
            out.append(byte)
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }
}
