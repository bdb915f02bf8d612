public import BurinCore
public import BurinRecords
import BurinText

/// Writes a view's records (`burin export`): each at its place in the source, in the view's order.
///
/// JSONL is every record byte for byte as it was read (one read over several lines joined onto one:
/// `OneLineRecord`), a newline after each; JSON an array of them as read;
/// CSV the top-level scalar fields of the records, one column each, named in the order they first
/// appear (the cards' own fields are decided by the viewer's app, which the data layer cannot see).
public struct FeedExport {
    public enum Format: String, Sendable, CaseIterable {
        case jsonl
        case json
        case csv
    }

    /// What was written.
    public struct Summary: Sendable, Equatable {
        public var written = 0
        /// Records left out because the format cannot hold them: not one whole JSON value (json), not
        /// an object (csv).
        public var skipped = 0
    }

    /// Columns a CSV has at most; fields beyond them are left out.
    public static let maximumColumns = 1_000

    let feed: FeedSource
    let format: Format
    /// Control characters made visible, for a terminal (which must never receive the data's escapes).
    let printable: Bool

    public init(feed: FeedSource, format: Format, printable: Bool) {
        self.feed = feed
        self.format = format
        self.printable = printable
    }

    /// Writes the records at `places` to `descriptor`, in that order.
    public func write(_ places: [RecordPlace], to descriptor: Int32) throws(ExportError) -> Summary {
        var out = OutputBuffer(descriptor: descriptor)
        var summary = Summary()
        switch format {
        case .jsonl:
            try each(places) { (bytes) throws(ExportError) in
                if let line = OneLineRecord.joined(bytes) {
                    try out.append(line, printable: printable)
                } else {
                    try out.append(bytes, printable: printable)
                }
                try out.append(newline)
                summary.written += 1
            }
        case .json:
            try out.append(Array("[".utf8))
            try each(places) { (bytes) throws(ExportError) in
                guard RecordFields.isWholeValue(bytes) else {
                    summary.skipped += 1
                    return
                }
                try out.append(Array((summary.written == 0 ? "\n" : ",\n").utf8))
                try out.append(bytes, printable: printable)
                summary.written += 1
            }
            try out.append(Array((summary.written == 0 ? "]\n" : "\n]\n").utf8))
        case .csv:
            var columns: [String] = []
            var known: [String: Int] = [:]
            try each(places) { (bytes) throws(ExportError) in
                for field in RecordFields.topLevelScalars(bytes) ?? []
                where known[field.name] == nil && columns.count < Self.maximumColumns {
                    known[field.name] = columns.count
                    columns.append(field.name)
                }
            }
            try out.append(
                Array((columns.map(Self.csvField).joined(separator: ",") + "\r\n").utf8), printable: printable)
            try each(places) { (bytes) throws(ExportError) in
                guard let fields = RecordFields.topLevelScalars(bytes) else {
                    summary.skipped += 1
                    return
                }
                var row = [String](repeating: "", count: columns.count)
                for field in fields { if let column = known[field.name] { row[column] = field.text } }
                try out.append(
                    Array((row.map(Self.csvField).joined(separator: ",") + "\r\n").utf8), printable: printable)
                summary.written += 1
            }
        }
        try out.flush()
        return summary
    }

    private let newline: [UInt8] = [0x0A]

    /// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
    static func csvField(_ text: String) -> String {
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }

    /// Calls `body` with each record's bytes. Records in source order are read in blocks; a sorted
    /// view's records are read one by one.
    private func each(
        _ places: [RecordPlace], _ body: (UnsafeRawBufferPointer) throws(ExportError) -> Void
    ) throws(ExportError) {
        let file = feed.file
        let ascending = zip(places, places.dropFirst()).allSatisfy { $0.offset + $0.length <= $1.offset }
        var window: [UInt8] = []
        var windowStart = 0
        for place in places {
            if place.offset < windowStart || place.offset + place.length > windowStart + window.count {
                let length = ascending ? max(place.length, Self.blockBytes) : place.length
                do throws(FeedLoadError) {
                    window = try file.read(count: length, at: place.offset)
                } catch {
                    throw .unreadable(error)
                }
                windowStart = place.offset
                guard window.count >= place.length else {
                    throw .unreadable(.unreadable(path: file.displayName, reason: "the file changed while it was read"))
                }
            }
            let from = place.offset - windowStart
            // Array's closures rethrow untyped errors: the typed one is carried out by hand.
            let failure = window.withUnsafeBytes { all -> ExportError? in
                do throws(ExportError) {
                    try body(UnsafeRawBufferPointer(rebasing: all[from..<(from + place.length)]))
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }
    }

    static let blockBytes = 4 << 20
}

/// Why an export stopped.
public enum ExportError: Error, Sendable, CustomStringConvertible {
    case unreadable(FeedLoadError)
    case write(SystemError)

    public var description: String {
        switch self {
        case .unreadable(let error): "\(error)"
        case .write(let error): "cannot write: \(error.reason)"
        }
    }
}

/// Output gathered in 1 MB and written with `Posix.writeAll`.
private struct OutputBuffer {
    let descriptor: Int32
    var bytes: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(Self.capacity)
    }

    static let capacity = 1 << 20

    mutating func append(_ data: [UInt8]) throws(ExportError) {
        bytes += data
        if bytes.count >= Self.capacity { try flush() }
    }

    mutating func append(_ data: UnsafeRawBufferPointer, printable: Bool) throws(ExportError) {
        if printable {
            bytes += Array(Sanitizer.printable(String(decoding: data, as: UTF8.self)).utf8)
        } else {
            bytes += data
        }
        if bytes.count >= Self.capacity { try flush() }
    }

    mutating func append(_ data: [UInt8], printable: Bool) throws(ExportError) {
        let failure = data.withUnsafeBytes { raw -> ExportError? in
            do throws(ExportError) {
                try append(raw, printable: printable)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    mutating func flush() throws(ExportError) {
        guard !bytes.isEmpty else { return }
        do throws(SystemError) {
            try Posix.writeAll(descriptor, bytes)
        } catch {
            throw .write(error)
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
