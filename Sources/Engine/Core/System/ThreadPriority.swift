import Glibc

/// Scheduling priority of background threads.
///
/// iOS's async renderers draw on queues of lower quality of service than the main thread, so that
/// on a busy machine the main loop wins the CPU and frames stay on time while drawings wait. Linux
/// has per-thread nice values for the same purpose; Foundation's `qualityOfService` does nothing here.
package enum ThreadPriority {
    /// How much nicer than the main loop the layout, draw and scan workers are.
    package static let backgroundNiceness: Int32 = 5

    /// Lowers the calling thread's priority. Call on the worker thread itself, as it starts.
    ///
    /// On Linux the nice value belongs to the thread, and `setpriority(PRIO_PROCESS, 0, …)` changes the
    /// calling thread only (setpriority(2), "Bugs"), which is exactly what is wanted here.
    ///
    /// The thread also becomes SCHED_BATCH (sched(7): a batch thread that wakes never preempts the
    /// one running). A nice value alone did not keep a worker woken by a key's frame from taking the
    /// CPU in the middle of that frame: measured in a pty (`burin bench --scenario keys`), one key in
    /// ten waited 3-12 ms for a worker's time slice before its frame was written. Workers still get
    /// their share; they only wait for the main loop's frame to end or block.
    package static func lowerCurrentThread() {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let current = getpriority(which, 0)
        _ = setpriority(which, 0, current + backgroundNiceness)
        var parameters = sched_param()
        _ = sched_setscheduler(0, batchPolicy, &parameters)
    }

    /// SCHED_BATCH, the Linux ABI's value (glibc declares the name only under _GNU_SOURCE).
    package static let batchPolicy: Int32 = 3
}
