extension PseudoTerminal {
    /// Reads until nothing has arrived for `gap` after the last byte (or, with nothing at all, for
    /// `gap` from now), or until `limit` has passed in all: one answer of a program that writes a
    /// frame in bursts. The gap itself is not part of what is returned; `lastArrival` is the answer's
    /// end.
    public func readUntilQuiet(gap: Duration, limit: Duration, maxBytes: Int = 65_536) throws(PseudoTerminalError)
        -> PseudoTerminalTranscript
    {
        let deadline = ContinuousClock.now + limit
        var transcript = PseudoTerminalTranscript(ending: .quiet)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                transcript.ending = .timedOut
                return transcript
            }
            switch try read(maxBytes: maxBytes, timeout: min(gap, left)) {
            case .output(let chunk): transcript.chunks.append(chunk)
            case .closed:
                transcript.ending = .closed
                return transcript
            case .timedOut:
                // Waited the whole gap (not merely up to the deadline): quiet.
                if left > gap { return transcript }
            }
        }
    }

    /// Reads until `done` says yes to everything read so far, the child's side closes, or `timeout`.
    public func readUntil(
        timeout: Duration, maxBytes: Int = 65_536, _ done: ([UInt8]) -> Bool
    ) throws(PseudoTerminalError) -> PseudoTerminalTranscript {
        let deadline = ContinuousClock.now + timeout
        var transcript = PseudoTerminalTranscript(ending: .timedOut)
        var seen: [UInt8] = []
        while true {
            if done(seen) {
                transcript.ending = .satisfied
                return transcript
            }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return transcript }
            switch try read(maxBytes: maxBytes, timeout: left) {
            case .output(let chunk):
                transcript.chunks.append(chunk)
                seen += chunk.bytes
            case .closed:
                transcript.ending = done(seen) ? .satisfied : .closed
                return transcript
            case .timedOut: return transcript
            }
        }
    }

    /// Reads until the output holds `text` (as UTF-8 bytes).
    public func readUntil(contains text: String, timeout: Duration) throws(PseudoTerminalError)
        -> PseudoTerminalTranscript
    {
        let needle = Array(text.utf8)
        return try readUntil(timeout: timeout) { occurs(needle, in: $0) }
    }
}

/// Whether `needle` occurs in `bytes`.
private func occurs(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
        if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
    }
    return false
}
