// burin-pixels-probe: runs graphics detection on the terminal it is started in and writes the
// outcome as one line to the file named by its argument. The screen tests start it inside real
// terminals under Xvfb, so detection is checked against real answers, real termios and real
// window sizes, not only against recorded replies.
import BurinDetectionProbe
import BurinPictures
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2 || arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: burin-pixels-probe OUTPUT [auto|kitty|sixel|off]\n".utf8))
    exit(2)
}
let request = arguments.count == 3 ? PixelRequest(name: arguments[2]) ?? .auto : .auto
// BURIN_PROBE_DELAY=seconds: a start-up wait, so that a tmux started with `new-session ... ; set ...`
// has its options set before the probe asks for them.
if let delay = ProcessInfo.processInfo.environment["BURIN_PROBE_DELAY"].flatMap(Double.init), delay > 0, delay < 10 {
    Thread.sleep(forTimeInterval: delay)
}
// Seconds, not the viewer's 250 ms: a kitty started for the first time after it was installed builds
// its font cache on software GL and answers a second or more late, and what is tested here is what
// the terminal says, not how fast (the viewer applies a late answer when it comes). Every terminal
// answers the DA1 sent last, which ends the wait.
let (setup, typed) = GraphicsDetector.detect(request: request, timeout: .seconds(5))
let route: String
switch setup.route {
case .direct: route = "direct"
case .tmux(let origin): route = "tmux+\(origin.columns)+\(origin.rows)"
}
let line =
    "graphics=\(setup.graphics?.rawValue ?? "none") cell=\(setup.cellSize.width)x\(setup.cellSize.height) "
    + "measured=\(setup.cellSizeMeasured ? 1 : 0) registers=\(setup.colorRegisters) route=\(route) "
    + "typeahead=\(typed.count) terminal=\(setup.terminal ?? "-") reason=\(setup.reason)\n"
try Data(line.utf8).write(to: URL(fileURLWithPath: arguments[1] + ".part"))
try FileManager.default.moveItem(atPath: arguments[1] + ".part", toPath: arguments[1])
