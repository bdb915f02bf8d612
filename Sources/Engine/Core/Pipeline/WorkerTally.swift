import Synchronization

/// Counts that workers bump from their own threads.
final class WorkerTally: Sendable {
    private let startedCount = Atomic<Int>(0)
    private let finishedCount = Atomic<Int>(0)

    func noteStarted() { startedCount.add(1, ordering: .relaxed) }
    func noteFinished() { finishedCount.add(1, ordering: .relaxed) }
    var started: Int { startedCount.load(ordering: .relaxed) }
    var finished: Int { finishedCount.load(ordering: .relaxed) }
}
