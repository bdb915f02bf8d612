import BurinTestSupport
import Testing

/// The real `burin` binary driven in tmux, a real terminal emulator: keys in, screens out, compared
/// with `burin snapshot` of the same size where the screen is deterministic.
///
/// Serialized: every test starts its own tmux server and a viewer with a few draw threads, and on a
/// two-core machine parallel viewers would only slow each other past the waits' bounds.
@Suite(.serialized, .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the end-to-end tests need it"))
struct ViewerEndToEndTests {}
