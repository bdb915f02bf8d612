import BurinText

/// A file name as the operating system has it: bytes, which need not be UTF-8.
///
/// A Swift `String` made from `argv` replaces invalid UTF-8 with U+FFFD, so a file whose name holds
/// such bytes (or a raw 0x9B) could not be opened by the name the user typed. The bytes are kept for
/// `open`, and a sanitised spelling for messages.
public struct FileName: Sendable, Hashable, CustomStringConvertible {
    /// The name's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    public init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// The name safe to print: escape sequences and controls made visible, bytes that are not UTF-8
    /// shown as `\xNN`.
    public var description: String { Sanitizer.printable(bytes: bytes) }

    /// The name as a string, invalid bytes replaced (for joining paths, not for opening files).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// The last path component, for the status bar.
    public var lastComponent: FileName {
        let trimmed = bytes.reversed().drop { $0 == UInt8(ascii: "/") }.reversed()
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return FileName(bytes: trimmed) }
        return FileName(bytes: trimmed[trimmed.index(after: slash)...])
    }

    /// Calls `body` with the name as a NUL-terminated C string, or fails when it holds a NUL.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R? {
        guard !bytes.contains(0), !bytes.isEmpty else { return nil }
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        return terminated.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
