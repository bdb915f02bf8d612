/// Keys typed before the screen started reading them (while the terminal was being asked about
/// graphics), handed over as the raw bytes the terminal sent. They are decoded as ncurses would
/// have handed them over without a terminfo match: characters one by one, escape sequences through
/// `EscapeSequenceDecoder`, so an arrow key typed during the question still moves the list.
enum Typeahead {
    static func events(from bytes: [UInt8]) -> [InputEvent] {
        guard !bytes.isEmpty else { return [] }
        // UTF-8 as the terminal sent it; a byte that is no UTF-8 is dropped, as a stray key would be.
        var batch: [CursesInput] = []
        var iterator = bytes.makeIterator()
        var utf8 = UTF8()
        decoding: while true {
            switch utf8.decode(&iterator) {
            case .scalarValue(let scalar): batch.append(.character(scalar.value))
            case .emptyInput: break decoding
            case .error: continue
            }
        }
        return EscapeSequenceDecoder.decode(batch, codes: .ncurses).compactMap { decoded in
            if case .event(let event) = decoded { event } else { nil }
        }
    }
}
