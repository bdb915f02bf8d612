import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts detached pthreads with a bounded stack, reporting whether the system started them
/// (Foundation's `Thread.start()` does not say, and a pool waiting for a thread that never ran would
/// wait forever at shutdown).
package enum WorkerThread {
    private final class Start {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    package static func start(stackBytes: Int = WorkerPool<Void>.stackBytes, _ body: @escaping @Sendable () -> Void)
        -> Bool
    {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let start = Unmanaged.passRetained(Start(body))
        var thread = pthread_t()
        let result = pthread_create(
            &thread, &attributes,
            { raw in
                guard let raw else { return nil }
                Unmanaged<Start>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, start.toOpaque())
        if result != 0 {
            start.release()
            return false
        }
        return true
    }

    /// Names the calling thread for `top -H` and debuggers.
    package static func setName(_ name: String) {
        Thread.current.name = name
    }
}
