import BurinCore
import BurinListViewer
import BurinTerminal
import Testing

/// The wheel scrolls with momentum (a notch adds speed that decays frame by frame, so a spun wheel
/// glides), a held key speeds up, and either stops at the ends of the list.
@Suite struct MomentumTests {
    @Test func aNotchScrollsAndTheListGlidesOnInTheSameDirection() throws {
        let h = ListHarness(notes: 300)
        h.step([.mouse(.wheelDown(x: 5, y: 5))])
        let afterNotch = try #require(h.absoluteLine())
        #expect(afterNotch >= KeyBindings.wheelLines)
        var glide = [afterNotch]
        for _ in 0..<30 { h.step() }
        h.settle()
        glide.append(try #require(h.absoluteLine()))
        #expect(glide[1] > afterNotch, "momentum carries on after the notch: \(glide)")
        #expect(h.showsLine(glide[1]), "the screen shows where the list glided to")
        #expect(h.viewer.isIdle, "and the glide ends")
    }

    @Test func moreNotchesGoFurtherAndAReversedNotchComesBack() throws {
        let h = ListHarness(notes: 300)
        h.step([.mouse(.wheelUp(x: 5, y: 5))])
        h.settle()
        #expect(h.position == .top, "the wheel stops at the top")
        #expect(h.showsLine(0))

        h.step([.mouse(.wheelDown(x: 5, y: 5))])
        h.settle()
        let one = try #require(h.absoluteLine())
        for _ in 0..<3 { h.step([.mouse(.wheelDown(x: 5, y: 5))]) }
        h.settle()
        let four = try #require(h.absoluteLine())
        #expect(four >= one + 3 * KeyBindings.wheelLines, "\(one) then \(four)")

        h.step([.mouse(.wheelUp(x: 5, y: 5))])
        h.settle()
        let up = try #require(h.absoluteLine())
        #expect(up <= four - KeyBindings.wheelLines, "a notch the other way scrolls back: \(four) then \(up)")
        #expect(h.showsLine(up))
    }

    @Test func aKeyStopsTheGlide() throws {
        let h = ListHarness(notes: 300)
        for _ in 0..<4 { h.step([.mouse(.wheelDown(x: 5, y: 5))]) }
        let moving = try #require(h.absoluteLine())
        h.step([.key(.character("j"))])
        let stopped = try #require(h.absoluteLine())
        #expect(stopped == moving + 1, "j moved one line and nothing more")
        for _ in 0..<20 { h.step() }
        #expect(h.absoluteLine() == stopped, "the glide is over")
    }

    @Test func aNotchAfterAPauseScrollsLikeAnyOther() {
        // The interactive loop sleeps while idle; the first frame after is stamped long after the
        // last one, and that pause is not time the wheel was spinning.
        let h = ListHarness(notes: 300)
        h.clock.advance(by: .seconds(10))
        h.step([.mouse(.wheelDown(x: 5, y: 5))])
        h.settle()
        let glided = h.absoluteLine() ?? Int.max
        #expect(
            glided >= KeyBindings.wheelLines && glided <= 4 * KeyBindings.wheelLines,
            "one notch moved the top to \(h.position)")
    }

    @Test func theGlideStopsAtTheEnd() throws {
        let h = ListHarness(notes: 30)
        for _ in 0..<40 { h.step([.mouse(.wheelDown(x: 5, y: 5))]) }
        h.settle()
        let last = try #require(h.rows.last)
        #expect(h.note(of: last)?.number == 30)
        #expect(last.top + last.height == h.viewportHeight, "the last row ends at the bottom, not above it")
        #expect(h.statusLine.contains("END"), "status: \(h.statusLine)")
    }

    /// A terminal sends a held `j` about 30 times a second: after 0.4 s each step grows by a line,
    /// up to four, so a long list can be crossed by holding a key.
    @Test func aHeldKeySpeedsUp() throws {
        let h = ListHarness(notes: 300)
        var steps: [Int] = []
        for _ in 0..<45 {
            let before = try #require(h.absoluteLine())
            h.step([.key(.character("j"))])
            steps.append(try #require(h.absoluteLine()) - before)
            h.step()
        }
        #expect(steps.prefix(12).allSatisfy { $0 == 1 }, "the first 0.4 s moves a line a step: \(steps)")
        #expect(steps.contains(2) && steps.last == 4, "\(steps)")
        #expect(steps == steps.sorted(), "never slower while held: \(steps)")
    }
}
