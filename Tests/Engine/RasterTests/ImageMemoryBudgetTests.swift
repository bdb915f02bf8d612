import BurinCore
import Dispatch
import Foundation
import Testing

@testable import BurinRaster

/// The process-wide decode budget (issue 13): many workers decoding large pictures at once hold at
/// most the budget, a picture larger than the whole budget is refused, and nothing is left reserved.
@Suite struct ImageMemoryBudgetTests {
    @Test func reservationsNeverHoldMoreThanTheLimit() throws {
        let budget = ImageMemoryBudget(limit: 100)
        let failures = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            do throws(ImageError) {
                let reservation = try budget.reserve(30 + i % 7)
                // Some work while holding it, so reservations overlap.
                var x = 0
                for k in 0..<2_000 { x &+= k * i }
                if x == -1 { failures.withLock { $0 += 1 } }
                reservation.release()
            } catch {
                failures.withLock { $0 += 1 }
            }
        }
        let statistics = budget.statistics
        #expect(failures.withLock { $0 } == 0)
        #expect(statistics.peak <= 100)
        #expect(statistics.peak >= 30)
        #expect(statistics.reserved == 0)
    }

    @Test func aDecodeLargerThanTheWholeBudgetIsRefusedAndCounted() {
        let budget = ImageMemoryBudget(limit: 1 << 20)
        #expect(throws: ImageError.self) { try budget.reserve(2 << 20) }
        #expect(budget.statistics.refusals == 1)
        #expect(budget.statistics.reserved == 0)
    }

    @Test func droppingAReservationReleasesIt() throws {
        let budget = ImageMemoryBudget(limit: 10)
        do {
            _ = try budget.reserve(10)
        }
        #expect(budget.statistics.reserved == 0)
        let again = try budget.reserve(10)
        again.release()
        again.release()
        #expect(budget.statistics.reserved == 0)
    }

    @Test func cachesDecodingFilesTogetherShareOneBudget() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let paths = try (0..<16).map { i in
            let url = directory.appendingPathComponent("p\(i).png")
            let image = TestImages.solid(width: 256, height: 256, RGBA(UInt8(i * 15), 40, 200))
            try Data(try PNGCodec.encode(image)).write(to: url)
            return url.path
        }
        // One 256x256 decode costs its pixels (256 KB), the file and header read, and the scaling:
        // about 0.4 MB. The budget holds two at a time.
        let budget = ImageMemoryBudget(limit: 1 << 20)
        let caches = (0..<4).map { _ in ImageCache(byteLimit: 1 << 20, budget: budget) }
        let successes = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 16) { i in
            if case .success(let image) = caches[i % 4].image(path: paths[i], width: 8, height: 4) {
                if image.width == 8, image.pixels[0].r == UInt8(i * 15) { successes.withLock { $0 += 1 } }
            }
        }
        #expect(successes.withLock { $0 } == 16)
        #expect(budget.statistics.peak <= 1 << 20)
        #expect(budget.statistics.reserved == 0)
        #expect(budget.statistics.refusals == 0)
    }

    @Test func aPictureOverTheBudgetIsAFailureNotACrash() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "burin-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("big.png")
        try Data(try PNGCodec.encode(TestImages.solid(width: 1024, height: 1024, RGBA(1, 2, 3)))).write(to: url)
        let budget = ImageMemoryBudget(limit: 1 << 20)
        let cache = ImageCache(byteLimit: 1 << 20, budget: budget)
        guard case .failure(let error) = cache.image(path: url.path, width: 8, height: 8) else {
            Issue.record("a 4 MB decode fit a 1 MB budget")
            return
        }
        #expect("\(error)".contains("--image-memory"))
        #expect(budget.statistics.refusals == 1)
        #expect(cache.statistics.failures == 1)
    }
}
