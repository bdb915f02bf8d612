/// Mouse reports as xterm sends them with button-event tracking (mode 1000): the wheel and the
/// first button's press. Other buttons, releases and motion are nothing the viewer uses.
enum MouseReport {
    /// SGR encoding (mode 1006), `CSI < button ; x ; y M` (press) or `m` (release); x and y from 1.
    static func sgr(button: Int, x: Int, y: Int, pressed: Bool) -> MouseEvent? {
        guard pressed else { return nil }
        return event(button: button, x: x - 1, y: y - 1)
    }

    /// The original encoding, `CSI M` and three bytes: button, x and y, each plus 32, x and y from 1.
    static func x10(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count == 3, bytes.allSatisfy({ $0 >= 32 }) else { return nil }
        let button = Int(bytes[0]) - 32
        // Button 3 is "released" in this encoding, which does not say which one.
        guard button & 3 != 3 || button & 64 != 0 else { return nil }
        return event(button: button, x: Int(bytes[1]) - 33, y: Int(bytes[2]) - 33)
    }

    /// Bits 0-1 name the button, 4, 8 and 16 are Shift, Meta and Ctrl, 32 motion, 64 the wheel.
    private static func event(button: Int, x: Int, y: Int) -> MouseEvent? {
        guard x >= 0, y >= 0, button & 32 == 0 else { return nil }
        if button & 64 != 0 {
            switch button & 3 {
            case 0: return .wheelUp(x: x, y: y)
            case 1: return .wheelDown(x: x, y: y)
            default: return nil
            }
        }
        return button & 3 == 0 ? .click(x: x, y: y) : nil
    }
}
