/// Something the user (or the terminal) did, decoded from the screen's input.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal is now this many columns and rows.
    case resize(columns: Int, rows: Int)
    /// SIGINT, SIGTERM or SIGHUP (`signal`): the viewer should quit, restore the terminal and exit
    /// with 128 + `signal`, as a shell expects of a process ended by a signal.
    case terminate(signal: Int32)
    /// The terminal answered a question (its background colour, its graphics, its attributes).
    /// Never a key, however late it comes.
    case reply(TerminalReply)
}

/// A key press, decoded.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, lowercase: `.control("l")` is Ctrl-L.
    case control(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    case function(Int)
}

/// A mouse event in cell coordinates.
public enum MouseEvent: Hashable, Sendable {
    case wheelUp(x: Int, y: Int)
    case wheelDown(x: Int, y: Int)
    case click(x: Int, y: Int)
}
