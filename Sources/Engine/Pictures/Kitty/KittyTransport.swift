/// How kitty gets a picture's pixels, as the start-up question settled it.
public enum KittyTransport: Sendable, Hashable {
    /// In the escape, in base64, compressed with zlib (`o=z`) or not: a terminal at the other end of
    /// a link (ssh), or one that would not read a file.
    case inline(compressed: Bool)
    /// In a file the terminal reads (`t=f`), in `directory`: a terminal on this machine, which
    /// answered that it read the start-up probe's file.
    case file(directory: String)
}
