import Foundation
import Glibc
import Testing

@testable import BurinCore

@Suite struct ThreadPriorityTests {
    @Test func lowersOnlyTheCallingThreadAndMakesItABatchThread() {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let mainBefore = getpriority(which, 0)
        let mainPolicy = sched_getscheduler(0)
        let seen = Locked<Int32?>(nil)
        let policy = Locked<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let before = getpriority(which, 0)
            ThreadPriority.lowerCurrentThread()
            // Nice values stop at 19, so a test run already nice is lowered less.
            seen.withLock { $0 = getpriority(which, 0) - min(before + ThreadPriority.backgroundNiceness, 19) }
            policy.withLock { $0 = sched_getscheduler(0) }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(seen.withLock { $0 } == 0)
        #expect(getpriority(which, 0) == mainBefore)
        // The worker no longer preempts the main loop when it wakes; the main loop's policy is its own.
        #expect(policy.withLock { $0 } == ThreadPriority.batchPolicy)
        #expect(sched_getscheduler(0) == mainPolicy)
    }
}
