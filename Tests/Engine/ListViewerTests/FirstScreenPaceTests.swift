import BurinListViewer
import Testing

/// The start's prompt frames last until the first screen is drawn, or a second at most, and never
/// come back.
@Suite struct FirstScreenPaceTests {
    @Test func onUntilAFrameShowsEveryRowDrawn() {
        var pace = FirstScreenPace(startedAt: .milliseconds(500))
        #expect(pace.isOn)
        pace.frameShown(allRowsDrawn: false, at: .milliseconds(520))
        pace.frameShown(allRowsDrawn: false, at: .milliseconds(560))
        #expect(pace.isOn, "rows still drawing keep the start's pace")
        pace.frameShown(allRowsDrawn: true, at: .milliseconds(570))
        #expect(!pace.isOn)
    }

    @Test func endsAfterTheLimitWhateverTheRows() {
        var pace = FirstScreenPace(startedAt: .seconds(2))
        pace.frameShown(allRowsDrawn: false, at: .seconds(2) + FirstScreenPace.limit - .milliseconds(1))
        #expect(pace.isOn)
        pace.frameShown(allRowsDrawn: false, at: .seconds(2) + FirstScreenPace.limit)
        #expect(!pace.isOn, "rows that never finish drawing do not keep the loop off its pace")
    }

    @Test func onceOverItStaysOver() {
        var pace = FirstScreenPace(startedAt: .zero)
        pace.frameShown(allRowsDrawn: true, at: .milliseconds(40))
        // Placeholders later (a scroll, a resize) are the scroll's business, at the target rate.
        pace.frameShown(allRowsDrawn: false, at: .milliseconds(60))
        #expect(!pace.isOn)
    }
}
