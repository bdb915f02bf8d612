import BurinCore
import Foundation
import Testing

/// Ten thousand random schedules of scrolling, flinging, jumps, content updates, resizes of width
/// and height, policies, placeholder budgets with pretended costs, workers finishing in random
/// order, frames in the middle of drawings, and deliveries held back and released out of order;
/// after every step the pipeline must agree with the reference models (`ScheduleRun`).
///
/// A failure prints its seed and a shrunk schedule that still fails. To replay one seed (and its
/// shrinking) alone: `BURIN_PIPELINE_SEED=<seed> swift test --filter PipelinePropertyTests`.
@Suite struct PipelinePropertyTests {
    static let base: UInt64 = 0xB0_12_1A
    static let schedules = 10_000
    /// The schedules are cut into batches that Swift Testing runs in parallel.
    static let batches = 10

    @Test(arguments: 0..<batches)
    func randomSchedulesAgreeWithTheReferenceModels(batch: Int) {
        let seeds: [UInt64]
        if let replay = ProcessInfo.processInfo.environment["BURIN_PIPELINE_SEED"].flatMap({ UInt64($0) }) {
            seeds = batch == 0 ? [replay] : []
        } else {
            let size = Self.schedules / Self.batches
            seeds = (batch * size..<(batch + 1) * size).map { Self.base &+ UInt64($0) }
        }
        var total = PipelineCounters()
        for seed in seeds {
            let schedule = PipelineSchedule(seed: seed)
            let (failure, counters) = ScheduleRun.outcome(of: schedule)
            total.add(counters)
            guard let failure else { continue }
            let shrunk = Self.shrink(schedule)
            Issue.record(
                """
                seed \(seed) failed: \(failure)
                shrunk schedule: \(shrunk)
                fails with: \(ScheduleRun.failure(of: shrunk) ?? "?")
                replay: BURIN_PIPELINE_SEED=\(seed) swift test --filter PipelinePropertyTests
                """)
            return
        }
        guard seeds.count > 1 else { return }
        // The schedules reach every path the models judge, or agreeing with them would prove little.
        #expect(total.drawsAccepted > 0 && total.drawsDiscardedStale > 0, "\(total)")
        #expect(total.drawsCancelledQueued > 0 && total.drawsCancelledInFlight > 0, "\(total)")
        #expect(total.drawsSynchronous > 0 && total.placeholderDrawsHere > 0 && total.cacheHits > 0, "\(total)")
        #expect(total.invalidationsCoalesced > 0, "\(total)")
    }

    /// The schedule with every step, and every part of its configuration, that it can fail without.
    static func shrink(_ schedule: PipelineSchedule) -> PipelineSchedule {
        var best = schedule
        func keep(_ candidate: PipelineSchedule) -> Bool {
            guard ScheduleRun.failure(of: candidate) != nil else { return false }
            best = candidate
            return true
        }
        var progress = true
        while progress {
            progress = false
            for i in best.steps.indices.reversed() {
                var candidate = best
                candidate.steps.remove(at: i)
                if keep(candidate) { progress = true }
            }
            var simpler = best
            simpler.placeholderBudget = .zero
            if simpler.placeholderBudget != best.placeholderBudget, keep(simpler) { progress = true }
            simpler = best
            simpler.forceSync = false
            if simpler.forceSync != best.forceSync, keep(simpler) { progress = true }
            simpler = best
            simpler.drawCost = [.zero, .zero]
            simpler.layoutCost = [.zero, .zero]
            if simpler.drawCost != best.drawCost || simpler.layoutCost != best.layoutCost, keep(simpler) {
                progress = true
            }
            if best.rows > 1 {
                simpler = best
                simpler.rows = max(1, best.rows / 2)
                if keep(simpler) { progress = true }
            }
        }
        return best
    }

    /// The schedules really are different from one another: a sample of seeds gives many shapes.
    @Test func schedulesVary() {
        let sample = (0..<200).map { PipelineSchedule(seed: Self.base &+ UInt64($0)) }
        #expect(Set(sample.map(\.rows)).count > 50)
        #expect(sample.contains { $0.forceSync } && sample.contains { !$0.forceSync })
        #expect(Set(sample.map(\.placeholderBudget)).count == 5)
        #expect(sample.contains { $0.steps.contains { if case .jumpToEnd = $0 { true } else { false } } })
        #expect(sample.contains { $0.steps.contains { if case .viewport = $0 { true } else { false } } })
    }
}

extension PipelineCounters {
    /// Adds the counts of `other` that grow over a run.
    fileprivate mutating func add(_ other: PipelineCounters) {
        drawsAccepted += other.drawsAccepted
        drawsDiscardedStale += other.drawsDiscardedStale
        drawsCancelledQueued += other.drawsCancelledQueued
        drawsCancelledInFlight += other.drawsCancelledInFlight
        drawsSynchronous += other.drawsSynchronous
        placeholderDrawsHere += other.placeholderDrawsHere
        cacheHits += other.cacheHits
        invalidationsCoalesced += other.invalidationsCoalesced
    }
}
