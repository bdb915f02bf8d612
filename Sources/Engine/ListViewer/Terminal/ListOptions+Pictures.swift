public import BurinPictures
public import BurinTerminal

extension ListOptions {
    /// Shows the rows' pictures in real pixels where the terminal can (`request`, what `--pixels`
    /// says): settled now where the environment decides (not a terminal, tmux without passthrough,
    /// `off`), else asked of the terminal with the start-up questions and turned on when it answers;
    /// half-blocks meanwhile and wherever it cannot. kitty's pixels travel inside the escapes: a
    /// picture file would need removing after a crash, which `burin` arranges for itself.
    /// `environment`: the program's one reading of its terminal variables (as the screen's).
    public mutating func showPictures(_ request: PixelRequest = .auto, environment: TerminalEnvironment = .process) {
        switch GraphicsDetector.firstStep(request: request, environment: environment) {
        case .settled(let setup):
            pictures = setup
        case .ask(let query):
            var asked = questions ?? StartupQuestions(background: false, graphics: nil)
            asked.graphics = GraphicsQuestion(request: request, query: query)
            questions = asked
        }
    }
}
