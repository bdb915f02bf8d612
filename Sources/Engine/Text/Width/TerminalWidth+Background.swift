import Dispatch

extension TerminalWidth {
    /// Starts building the width table on a thread of its own and returns at once. The viewer calls
    /// it as it starts: the first frame and the first layouts need the table, and the build (a
    /// `wcwidth` for each of 1.1 million code points) then overlaps opening the terminal and waiting
    /// for its answers instead of following them. Whoever needs the table meanwhile waits for this
    /// build to finish (a global is initialised once), never builds a second.
    public static func prepareInBackground() {
        DispatchQueue.global(qos: .userInitiated).async { prepare() }
    }
}
