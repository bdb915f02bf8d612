import BurinCore

/// The one decoder of everything the terminal sends, for the whole run: keys, mouse reports, and
/// the terminal's answers to questions, however late they come (neovim's termkey `TermResponse`,
/// notcurses' input automaton).
///
/// Fed bytes as they are read, it keeps whatever sequence a read cut off until the rest comes, so
/// a reply split over several reads is put together, and it never hands a reply's bytes on as
/// keys. What arrives is recognised by its shape, not by when it comes:
/// - OSC (`ESC ]` ... BEL or ST), DCS (`ESC P` ... ST), APC (`ESC _` ... ST: kitty graphics
///   answers), PM and SOS strings are replies, or noise; never keys. A string longer than
///   `stringLimit` is swallowed to its end and dropped.
/// - CSI sequences are keys (arrows, Home, PgDn, F5...), mouse reports (SGR `CSI < b;x;y M`, or
///   X10 `CSI M` and three bytes) or replies (`CSI ? ... c` DA1, `CSI ... t` sizes, `CSI ? ... S`
///   XTSMGRAPHICS, `CSI ... R` the cursor, `CSI ? ... $ y` modes, `CSI ? ... u` keyboard flags).
///   One that is none of these is dropped.
/// - A lone ESC is the Escape key once `Timing.escapeKey` has passed without a byte after it
///   (`Timing.escapeWhileAsking` while answers to questions are still expected, so the ESC that
///   starts a reply split after its first byte is not taken for a key). A sequence that has begun
///   (`ESC [`, `ESC ]`, `ESC P`, `ESC _`) is held until it ends, or dropped, never typed, when
///   `Timing.unfinishedSequence` passes without another of its bytes.
///
/// 8-bit C1 controls are not read as introducers: in UTF-8 input those bytes are continuation
/// bytes of typed characters. Pure and clock-free: the caller says when bytes arrived.
public struct TerminalInputDecoder: Sendable {
    /// How long the decoder waits for the rest of what it has begun to read.
    public struct Timing: Sendable, Equatable {
        /// A lone ESC becomes the Escape key after this long with nothing after it (ncurses'
        /// ESCDELAY; a key's sequence arrives in one piece).
        public var escapeKey: Duration
        /// The same while the terminal's answers are still expected: long enough for the rest of a
        /// reply split after its ESC to come over a slow link.
        public var escapeWhileAsking: Duration
        /// A sequence that has begun is dropped after this long with none of its bytes arriving.
        public var unfinishedSequence: Duration

        public init(
            escapeKey: Duration = .milliseconds(25), escapeWhileAsking: Duration = .milliseconds(500),
            unfinishedSequence: Duration = .milliseconds(1500)
        ) {
            self.escapeKey = escapeKey
            self.escapeWhileAsking = escapeWhileAsking
            self.unfinishedSequence = unfinishedSequence
        }
    }

    /// The longest string (OSC, DCS, APC) body kept; a longer one is swallowed and dropped.
    public static let stringLimit = 4096
    /// The longest control sequence kept; a longer one is swallowed and dropped.
    public static let sequenceLimit = 64

    private enum State: Sendable, Equatable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC O`: one more byte names the key.
        case singleShift
        /// After `ESC [`; `overflowed` once it passed `sequenceLimit` (swallowed to its final byte).
        case controlSequence(overflowed: Bool)
        /// After `ESC [ M`: an X10 mouse report's three raw bytes.
        case x10Mouse
        /// In a string; `sawEscape` when the last byte was ESC (maybe the start of ST).
        case string(StringKind, sawEscape: Bool, overflowed: Bool)
    }

    public let timing: Timing
    private var state = State.ground
    /// The bytes of the sequence being read, after its introducer.
    private var pending: [UInt8] = []
    /// When the last byte of the sequence being read arrived.
    private var lastByte = Duration.zero
    /// The bytes of a UTF-8 character cut off by the end of a read.
    private var partialCharacter: [UInt8] = []
    /// Until when answers to questions are expected (nil: none are).
    private var askingUntil: Duration?
    /// Sequences dropped unfinished or too long, and unrecognised ones: for the overlay.
    public private(set) var droppedSequences = 0

    public init(timing: Timing = Timing()) {
        self.timing = timing
    }

    /// Questions were sent: until `deadline`, or until the terminal's answer to DA1 (which it sends
    /// after every other answer), a lone ESC waits `Timing.escapeWhileAsking` for the rest.
    public mutating func expectReplies(until deadline: Duration) {
        askingUntil = deadline
    }

    /// Whether answers are still expected at `now`.
    public func isExpectingReplies(at now: Duration) -> Bool {
        askingUntil.map { now < $0 } ?? false
    }

    /// When `expire` must be called if no byte arrives before: nil when nothing is held.
    public var deadline: Duration? {
        switch state {
        case .ground: return nil
        case .escape, .singleShift:
            let wait = askingUntil.map { lastByte < $0 } ?? false ? timing.escapeWhileAsking : timing.escapeKey
            return lastByte + wait
        case .controlSequence, .x10Mouse, .string:
            return lastByte + timing.unfinishedSequence
        }
    }

    /// Whether what is held is a lone ESC (or `ESC O`) that becomes a key when its time runs out:
    /// a caller may wait that short time for the rest before it goes on.
    public var holdsEscape: Bool { state == .escape || state == .singleShift }

    /// What the held sequence turned out to be, now that `now` is past its deadline: a lone ESC is
    /// the Escape key; an unfinished sequence is dropped.
    public mutating func expire(at now: Duration) -> [InputEvent] {
        guard let deadline, now >= deadline else { return [] }
        var events: [InputEvent] = []
        switch state {
        case .escape: events.append(.key(.escape))
        case .ground, .singleShift: break
        case .controlSequence, .x10Mouse, .string: droppedSequences += 1
        }
        reset()
        return events
    }

    /// Reads `bytes`, which arrived at `now`, and returns what they completed, in order. Anything
    /// held whose time ran out before `now` is settled first.
    public mutating func feed(_ bytes: some Sequence<UInt8>, at now: Duration) -> [InputEvent] {
        var events = expire(at: now)
        if let until = askingUntil, now >= until { askingUntil = nil }
        for byte in bytes {
            step(byte, at: now, into: &events)
        }
        return events
    }

    // MARK: The automaton

    private mutating func step(_ byte: UInt8, at now: Duration, into events: inout [InputEvent]) {
        lastByte = now
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            afterEscape(byte, into: &events)
        case .singleShift:
            reset()
            if let key = KeyTables.singleShift[byte] { events.append(.key(key)) }
        case .controlSequence(let overflowed):
            controlSequence(byte, overflowed: overflowed, into: &events)
        case .x10Mouse:
            pending.append(byte)
            guard pending.count == 3 else { return }
            if let mouse = MouseReport.x10(pending) { events.append(.mouse(mouse)) }
            reset()
        case .string(let kind, let sawEscape, let overflowed):
            string(byte, kind: kind, sawEscape: sawEscape, overflowed: overflowed, into: &events)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        if byte == 0x1B {
            partialCharacter.removeAll()
            state = .escape
            return
        }
        if byte < 0x80 {
            partialCharacter.removeAll()
            if let key = KeyTables.character(byte) { events.append(.key(key)) }
            return
        }
        character(byte, into: &events)
    }

    /// UTF-8, byte by byte: a character cut off by a read waits for its rest; bytes that are no
    /// UTF-8 are dropped, as a stray key would be.
    private mutating func character(_ byte: UInt8, into events: inout [InputEvent]) {
        let isContinuation = byte & 0xC0 == 0x80
        if isContinuation {
            guard !partialCharacter.isEmpty else { return }
            partialCharacter.append(byte)
        } else {
            partialCharacter = [byte]
        }
        let lead = partialCharacter[0]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, lead < 0xF8 else {
            partialCharacter.removeAll()
            return
        }
        guard partialCharacter.count == length else { return }
        defer { partialCharacter.removeAll() }
        var iterator = partialCharacter.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), let key = KeyTables.character(scalar)
        else { return }
        events.append(.key(key))
    }

    private mutating func afterEscape(_ byte: UInt8, into events: inout [InputEvent]) {
        pending.removeAll(keepingCapacity: true)
        switch byte {
        case UInt8(ascii: "["): state = .controlSequence(overflowed: false)
        case UInt8(ascii: "O"): state = .singleShift
        case 0x1B:
            // The first ESC was a key of its own (Escape pressed twice, or Alt-Escape); the second
            // may start anything.
            events.append(.key(.escape))
        default:
            if let kind = StringKind(introducer: byte) {
                state = .string(kind, sawEscape: false, overflowed: false)
            } else {
                // Alt plus a key: nothing the viewer binds. A multi-byte character's lead byte is
                // taken with it, and its continuation bytes fall away in `character`.
                reset()
            }
        }
    }

    private mutating func controlSequence(_ byte: UInt8, overflowed: Bool, into events: inout [InputEvent]) {
        switch byte {
        case 0x20...0x3F:
            if !overflowed { pending.append(byte) }
            if pending.count > Self.sequenceLimit {
                pending.removeAll()
                state = .controlSequence(overflowed: true)
            }
        case 0x40...0x7E:
            if overflowed {
                droppedSequences += 1
                reset()
                return
            }
            if byte == UInt8(ascii: "M"), pending.isEmpty {
                state = .x10Mouse
                return
            }
            let input = ControlSequence.interpret(parameters: pending, final: byte)
            reset()
            guard let input else {
                droppedSequences += 1
                return
            }
            // A terminal answers DA1 after every question sent before it: nothing more is coming.
            if case .reply(.primaryAttributes) = input { askingUntil = nil }
            events.append(input)
        case 0x1B:
            // An ESC inside a sequence cancels it and starts another.
            droppedSequences += 1
            reset()
            state = .escape
        default:
            // Not a control sequence after all: dropped, and the byte read afresh.
            droppedSequences += 1
            reset()
            ground(byte, into: &events)
        }
    }

    private mutating func string(
        _ byte: UInt8, kind: StringKind, sawEscape: Bool, overflowed: Bool, into events: inout [InputEvent]
    ) {
        if sawEscape {
            if byte == UInt8(ascii: "\\") {
                finishString(kind, overflowed: overflowed, into: &events)
            } else {
                // ESC and anything but `\` cancels the string; the ESC starts what comes next.
                droppedSequences += 1
                reset()
                state = .escape
                afterEscape(byte, into: &events)
            }
            return
        }
        switch byte {
        case 0x07:
            finishString(kind, overflowed: overflowed, into: &events)
        case 0x1B:
            state = .string(kind, sawEscape: true, overflowed: overflowed)
        case 0x18, 0x1A:
            // CAN and SUB abort a string.
            droppedSequences += 1
            reset()
        default:
            let full = overflowed || pending.count >= Self.stringLimit
            if full { pending.removeAll() } else { pending.append(byte) }
            state = .string(kind, sawEscape: false, overflowed: full)
        }
    }

    private mutating func finishString(_ kind: StringKind, overflowed: Bool, into events: inout [InputEvent]) {
        if overflowed {
            droppedSequences += 1
        } else {
            events.append(.reply(StringReply.interpret(kind, body: pending)))
        }
        reset()
    }

    private mutating func reset() {
        state = .ground
        pending.removeAll(keepingCapacity: true)
    }
}
