import BurinFeed

/// `burin gen`: realistic demo data, the same bytes for the same seed on any machine.
enum GenCommand {
    static func run(_ args: inout Arguments) throws -> Int32 {
        guard let count = try args.int("count", in: 0...100_000_000) else {
            throw UsageError("gen needs --count N")
        }
        let seed = UInt64(try args.int("seed", in: 0...Int.max) ?? 1)
        let named = args.value("out")
        guard args.positionals.count <= (named == nil ? 1 : 0) else {
            throw UsageError("gen takes no other arguments (got \(args.positionals.joined(separator: " ")))")
        }
        guard let out = named ?? args.positionals.first else {
            throw UsageError("gen needs --out DIR (merchants.jsonl and thumbs/) or --out FILE.jsonl, or - for stdout")
        }
        try args.checkAllClaimed()
        let generator = FeedGenerator(seed: seed)
        do {
            if out == "-" {
                try generator.writeJSONL(count: count, to: "/dev/stdout")
            } else if out.hasSuffix(".jsonl") || out.hasSuffix(".json") {
                try generator.writeJSONL(count: count, to: out)
            } else {
                try generator.writeDataset(count: count, to: out)
            }
        } catch {
            throw RunError("\(error)")
        }
        return 0
    }
}
