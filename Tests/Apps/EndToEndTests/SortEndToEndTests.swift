import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// The first shop's name on screen (`sales=NN`): the top card's.
    static func topSales(_ screen: String) -> String? {
        screen.firstMatch(of: /sales=\d+/).map { String($0.output) }
    }

    @Test func sortStartsInTheFieldsOrderAndSReversesIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-sort-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("shops.jsonl").path
        // Sales in a shuffled order: 0, 70, 140, 10, 80... so neither end is the file's first line.
        let lines = (0..<20).map { i in
            let sales = (i * 7 + 3) % 20 * 10
            return #"{"id":\#(i),"name":"Shop sales=\#(sales)","category":"快餐","rating":4.5,"monthly_sales":\#(sales)}"#
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))

        let viewer = try ViewerSession(file: file, extraArguments: ["--sort", "-monthly_sales", "--pixels", "off"])
        let sorted = try viewer.tmux.waitForScreen(timeout: .seconds(15)) { screen in
            ScreenText.statusLine(screen).contains("sorted by -monthly_sales") && Self.topSales(screen) == "sales=190"
        }
        #expect(sorted.satisfied, "not sorted by sales, highest first:\n\(sorted.screen)")

        try viewer.tmux.press("S")
        let reversed = try viewer.tmux.waitForScreen { screen in
            ScreenText.statusLine(screen).contains("sorted by monthly_sales") && Self.topSales(screen) == "sales=0"
        }
        #expect(reversed.satisfied, "S did not reverse the sort:\n\(reversed.screen)")
        try viewer.tmux.press("q")
    }
}
