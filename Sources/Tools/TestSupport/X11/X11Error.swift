/// Something that went wrong with a running X server or a program on it.
public struct X11Error: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
