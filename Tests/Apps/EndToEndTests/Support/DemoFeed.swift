import Foundation

/// The first records of the demo feed, read directly, so tests know what the screen should show
/// without trusting the program under test to tell them.
enum DemoFeed {
    struct Merchant {
        var name: String
        var category: String
        var tags: [String]
        var promotions: [String]
    }

    /// The merchants among the first `lines` lines of `file`, in order (banners and other rows skipped).
    static func merchants(in file: String = BurinBinary.demoFeed, lines: Int = 40) throws -> [Merchant] {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        return text.split(separator: "\n").prefix(lines).compactMap { line in
            guard
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                object["type"] == nil, let name = object["name"] as? String
            else { return nil }
            return Merchant(
                name: name, category: object["category"] as? String ?? "", tags: object["tags"] as? [String] ?? [],
                promotions: object["promotions"] as? [String] ?? [])
        }
    }
}
