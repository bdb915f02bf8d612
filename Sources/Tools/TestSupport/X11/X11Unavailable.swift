/// Why no X server could be had for a test: the one reason an X11 end-to-end test may skip rather than
/// fail. Everything that goes wrong after the server is up (a terminal that never shows its window, a
/// screenshot that cannot be read) is an ordinary error and fails the test.
public struct X11Unavailable: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
