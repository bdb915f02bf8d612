import BurinCore

/// One random history of a pipeline: a list and screen, a configuration, and the steps to play. A
/// seed makes it (`PipelineSchedule(seed:)`), with SplitMix64's own methods only, so a seed printed
/// by a failure makes the same schedule on every toolchain; `description` prints it whole, so a shrunk
/// schedule can be read and replayed by hand.
struct PipelineSchedule: CustomStringConvertible {
    enum Step: CustomStringConvertible {
        case frame
        case scroll(Int)
        /// Four scrolls of a quarter each, 16 ms apart, each followed by a frame.
        case fling(Int)
        case jump(Int)
        case jumpToEnd
        case update([Int])
        case resize(width: Int)
        case viewport(height: Int)
        /// Runs `count` queued layouts and drawings, picked at random from `seed`.
        case runJobs(count: Int, seed: UInt64)
        /// While on, every drawing a worker makes runs a frame in its middle (sometimes after bumping
        /// its row): the main loop moving on while a worker draws.
        case interleave(Bool)
        case holdDeliveries
        /// Delivers what was held, in an order shuffled from `seed`.
        case releaseDeliveries(seed: UInt64)
        case tick(milliseconds: Int)
        case policy(DrawPolicy)

        var description: String {
            switch self {
            case .frame: "frame"
            case .scroll(let n): "scroll(\(n))"
            case .fling(let n): "fling(\(n))"
            case .jump(let i): "jump(\(i))"
            case .jumpToEnd: "jumpToEnd"
            case .update(let rows): "update(\(rows))"
            case .resize(let w): "resize(width: \(w))"
            case .viewport(let h): "viewport(height: \(h))"
            case .runJobs(let c, let s): "runJobs(\(c), seed: \(s))"
            case .interleave(let on): "interleave(\(on))"
            case .holdDeliveries: "holdDeliveries"
            case .releaseDeliveries(let s): "releaseDeliveries(seed: \(s))"
            case .tick(let ms): "tick(\(ms)ms)"
            case .policy(let p): "policy(\(p))"
            }
        }
    }

    var rows: Int
    var viewport: Int
    /// Main-loop time a frame may spend sparing placeholders (zero: off).
    var placeholderBudget: Duration
    /// What a drawing and a layout of an even (kind 0) and an odd (kind 1) row pretend to cost on the
    /// manual clock.
    var drawCost: [Duration]
    var layoutCost: [Duration]
    /// Every row drawn on the main loop (`--sync`).
    var forceSync: Bool
    var steps: [Step]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        rows = rng.percent(10) ? rng.int(1...8) : rng.int(1...300)
        viewport = rng.int(1...24)
        let costs: [Duration] = [.zero, .microseconds(100), .microseconds(400), .milliseconds(2), .milliseconds(8)]
        placeholderBudget =
            rng.percent(40)
            ? .zero : rng.pick([.microseconds(300), .milliseconds(1), .milliseconds(2), .milliseconds(5)])
        drawCost = [rng.pick(costs), rng.pick(costs)]
        layoutCost = [rng.pick(costs), rng.pick(costs)]
        forceSync = rng.percent(4)
        steps = []
        for _ in 0..<rng.int(10...60) {
            steps.append(Self.step(&rng, rows: rows, viewport: viewport))
        }
    }

    private static func step(_ rng: inout SplitMix64, rows: Int, viewport: Int) -> Step {
        switch rng.int(0...99) {
        case 0..<21: .frame
        case 21..<34: .scroll(rng.int(-6...6))
        case 34..<38: .fling(rng.int(-3...3) * viewport * 2)
        case 38..<41: .jump(rng.int(0...(rows - 1)))
        case 41..<42: .jumpToEnd
        case 42..<53: .update((0..<rng.int(1...4)).map { _ in rng.int(0...(rows - 1)) })
        case 53..<56: .resize(width: rng.percent(70) ? rng.pick([12, 40, 80]) : rng.pick([1, 2, rng.int(3...120)]))
        case 56..<57: .viewport(height: rng.int(1...30))
        case 57..<82: .runJobs(count: rng.int(1...12), seed: rng.next())
        case 82..<86: .interleave(rng.percent(50))
        case 86..<90: .holdDeliveries
        case 90..<94: .releaseDeliveries(seed: rng.next())
        case 94..<97: .policy(rng.pick(DrawPolicy.allCases))
        default: .tick(milliseconds: rng.int(1...100))
        }
    }

    var description: String {
        """
        rows \(rows), viewport \(viewport), placeholder budget \(placeholderBudget), draw costs \(drawCost), \
        layout costs \(layoutCost)\(forceSync ? ", force sync" : ""); steps: \
        \(steps.map(\.description).joined(separator: ", "))
        """
    }
}
