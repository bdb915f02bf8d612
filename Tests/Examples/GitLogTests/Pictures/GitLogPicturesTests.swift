import Burin
import BurinTestSupport
import Foundation
import Testing

@testable import burin_gitlog

/// Each commit's card shows its author's identicon through the engine's picture API alone: in kitty
/// pixels for `--snapshot ... --pixels kitty` (placed where the slot is, transmitted once per author),
/// and in half-blocks on the cells under the same slot.
@Suite struct GitLogPicturesTests {
    static let grace = (name: "Grace", email: "grace@example.com")

    /// What GitLog's `--snapshot 60x12 --pixels kitty` shows of a repository whose last commit is
    /// Grace's: the grid, the pictures its drawings carry, and the bytes the viewer wrote after the
    /// text. The frame is pinned (stepped drawing on a manual clock), so the bytes are the same in
    /// every run.
    static func kittySnapshot() throws -> (grid: CellGrid, pictures: SnapshotPictures, written: [UInt8]) {
        let repository = try GitLogExampleTests.repository(lastAuthor: grace)
        var arguments = [repository, "--snapshot", "60x12", "--pixels", "kitty"]
        var request = try #require(GitLog.snapshotRequest(&arguments))
        #expect(arguments == [repository])
        #expect(request.pixels == .kitty && request.format == .png)
        request.frame = 4
        request.speed = 0
        var screen: HeadlessScreen?
        let shown = try SnapshotRunner.render(request: request, options: ListOptions()) { made in
            screen = made
            return GitLogApp(repository: repository)
        }
        return (shown.grid, shown.pictures, try #require(screen).writtenAfterText)
    }

    /// The kitty escapes in `bytes`, one a line, with the cursor move before each placement and the
    /// transmitted pixels left out (the pictures are read from the drawings instead).
    static func describeKitty(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [String] = []
        var cursor = ""
        for part in text.components(separatedBy: "\u{1B}\\") {
            if let move = part.range(of: "\u{1B}[", options: .backwards),
                let end = part[move.upperBound...].firstIndex(of: "H")
            {
                cursor = "at line;column " + part[move.upperBound..<end] + ": "
            }
            guard let start = part.range(of: "\u{1B}_G") else { continue }
            let command = part[start.upperBound...]
            let keys = command.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            lines.append(keys.hasPrefix("a=p") ? cursor + keys : keys)
        }
        return lines
    }

    /// `picture`'s pixels a block of 10 x 10 (half a 10 x 20 cell) at a time, from each block's
    /// middle: `#` the identicon's colour, `.` the card's page, `?` anything else.
    static func blocks(_ picture: PixelCanvas, ink: RGBA, page: RGBA) -> [String] {
        stride(from: 5, to: picture.height, by: 10).map { y in
            String(
                stride(from: 5, to: picture.width, by: 10).map { x -> Character in
                    picture[x, y] == ink ? "#" : picture[x, y] == page ? "." : "?"
                })
        }
    }

    /// `identicon` as rows of `#` and `.`, below a row of page: the slot starts half a cell down.
    static func expected(_ identicon: Identicon) -> [String] {
        ["....."]
            + (0..<Identicon.side).map { y in
                String((0..<Identicon.side).map { identicon.cells[y * Identicon.side + $0] ? "#" : "." })
            }
    }

    static let page = RGBA(hex: 0x20232B)

    @Test func aKittySnapshotPlacesEachAuthorsIdenticonInItsSlot() throws {
        let (grid, pictures, written) = try Self.kittySnapshot()
        let shown = pictures.pictures
        try #require(shown.count == 3, "one picture a card")
        var report = ["The list:"] + (0..<11).map { grid.text(ofRow: $0) }
        report += ["", "kitty, after the text:"] + Self.describeKitty(written)
        report += ["", "The pictures:"]
        for (picture, author) in zip(shown, [Self.grace, GitLogExampleTests.ada, GitLogExampleTests.ada]) {
            let identicon = Identicon(author.email)
            let pixels = try #require(picture.payload.pixels)
            let pattern = Self.blocks(pixels, ink: identicon.color, page: Self.page)
            #expect(pattern == Self.expected(identicon), "\(author.name)'s identicon, half a cell down in its slot")
            #expect(picture.frame.minX == 1 && picture.frame.size == CellSize(width: 5, height: 3))
            report.append(
                "\(author.name) (\(author.email)) at column \(picture.frame.minX), line \(picture.frame.minY), "
                    + "\(picture.frame.size) cells, \(pixels.width)x\(pixels.height) px, \(identicon.color):")
            report += pattern.map { "  " + $0 }
        }
        #expect(Identicon(Self.grace.email) != Identicon(GitLogExampleTests.ada.email))
        #expect(shown[1].payload == shown[2].payload, "Ada's two cards show the same pixels")
        let kitty = Self.describeKitty(written)
        #expect(kitty.filter { $0.hasPrefix("a=t") }.count == 2, "one transmission per author: \(kitty)")
        #expect(kitty.filter { $0.contains("a=p") }.count == 3, "one placement per card: \(kitty)")
        try SnapshotFile(named: "kitty-identicons.txt").verify(report.joined(separator: "\n"))
    }

    @Test func withoutPixelsTheSameIdenticonsAreHalfBlocks() throws {
        let repository = try GitLogExampleTests.repository(lastAuthor: Self.grace)
        var arguments = [repository, "--snapshot", "60x12"]
        let request = try #require(GitLog.snapshotRequest(&arguments))
        #expect(request.pixels == nil && request.format == .text)
        let (grid, pictures) = try SnapshotRunner.render(request: request, options: ListOptions()) { _ in
            GitLogApp(repository: repository)
        }
        #expect(pictures.pictures.isEmpty, "no pixels asked for, none made")
        for (card, author) in [Self.grace, GitLogExampleTests.ada, GitLogExampleTests.ada].enumerated() {
            let identicon = Identicon(author.email)
            // Each cell of the slot is two pixels, its top and bottom halves.
            var halves = [String](repeating: "", count: 6)
            for y in 0..<3 {
                for x in 1...5 {
                    let cell = grid[x, card * 3 + y]
                    let (top, bottom): (CellColor, CellColor) =
                        switch cell.text {
                        case "▀": (cell.foreground, cell.background)
                        case "▄": (cell.background, cell.foreground)
                        case "█": (cell.foreground, cell.foreground)
                        default: (cell.background, cell.background)
                        }
                    for (half, colour) in [(2 * y, top), (2 * y + 1, bottom)] {
                        halves[half].append(colour.rgba == identicon.color ? "#" : colour.rgba == Self.page ? "." : "?")
                    }
                }
            }
            #expect(halves == Self.expected(identicon), "\(author.name)'s card, row \(card)")
        }
    }
}
