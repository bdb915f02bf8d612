import BurinCore
import BurinRaster
import Dispatch
import Foundation
import Synchronization

/// Paints and saves a feed's photos, on several threads: each photo depends only on its own spec,
/// so the files are the same whatever the order the threads finish in.
public enum PhotoWriter {
    /// Threads used by default: every core (a photo takes milliseconds, there is nothing to wait on).
    public static var defaultThreads: Int { max(1, min(8, ProcessInfo.processInfo.activeProcessorCount)) }

    /// Paints every photo of `planned` and writes it under `directory` (its `path` is relative to
    /// it; the folders must exist). Stops at the first failure and throws it.
    static func write(_ planned: [PhotoAssignment.Planned], into directory: String, threads: Int)
        throws(GeneratorError) -> FileTally
    {
        let next = Atomic<Int>(0)
        let outcome = Locked((tally: FileTally(), failure: GeneratorError?.none))
        let workers = max(1, min(threads, planned.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var tally = FileTally()
            while outcome.withLock({ $0.failure == nil }) {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < planned.count else { break }
                do throws(GeneratorError) {
                    let bytes = try encode(planned[index].spec)
                    try OutputFile.write(bytes, to: directory + "/" + planned[index].path)
                    tally.add(bytes: bytes.count, png: planned[index].spec.format == .png)
                } catch {
                    outcome.withLock { if $0.failure == nil { $0.failure = error } }
                }
            }
            outcome.withLock { $0.tally.add(tally) }
        }
        let result = outcome.withLock { $0 }
        if let failure = result.failure { throw failure }
        return result.tally
    }

    /// The file bytes of the photo `spec` describes.
    static func encode(_ spec: PhotoSpec) throws(GeneratorError) -> [UInt8] {
        let canvas = PhotoPainter.paint(spec)
        do throws(ImageError) {
            switch spec.format {
            case .jpeg:
                return try JPEGCodec.encode(canvas, quality: PhotoSpec.jpegQuality, progressive: spec.progressive)
            case .png: return try PNGCodec.encode(canvas)
            }
        } catch {
            throw .image(error)
        }
    }
}
