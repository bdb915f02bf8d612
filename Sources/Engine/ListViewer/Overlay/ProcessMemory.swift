import Foundation

/// Resident memory of this process, read from /proc (Linux).
public enum ProcessMemory {
    /// Current resident set size in bytes, or 0 where /proc is unavailable.
    public static var residentBytes: Int {
        field("VmRSS:")
    }

    /// Peak resident set size in bytes ("high water mark").
    public static var peakResidentBytes: Int {
        field("VmHWM:")
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }
}
