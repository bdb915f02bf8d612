import BurinCore
import BurinListViewer
import Testing

/// The app hears of an item (`willHandOut`, which starts its pictures' fetches) when the pipeline is
/// about to lay its row out (`willLayOut`), never from `row(at:)`, which only reads.
@Suite struct ListModelHandOutTests {
    @Test func onlyTheLayoutHookHandsItemsOutAndRowAtOnlyReads() {
        let notes = NoteApp.Notes(
            (0..<20).map { Note(number: $0, title: "t\($0)", kind: $0 % 2 == 0 ? "even" : "odd") })
        let model = ListModel(items: notes, matches: { $0.kind == $1 }, estimatedHeight: { _ in 2 })
        var handedOut: [Int] = []
        model.willHandOut = { index, note in
            #expect(note.number == index)
            handedOut.append(index)
        }
        for index in 0..<20 { _ = model.row(at: index) }
        #expect(handedOut.isEmpty, "row(at:) is a plain getter")
        model.willLayOut(7)
        model.willLayOut(3)
        model.willLayOut(20)
        #expect(handedOut == [7, 3], "each row as the pipeline names it, in its order; none past the end")
    }
}
