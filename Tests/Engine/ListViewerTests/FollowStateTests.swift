import Testing

@testable import BurinListViewer

/// `F`'s state machine: the end held, the app asked to look for more at 4 Hz, the rows that came
/// while the view was elsewhere counted, and back to the end with `G` or `F`.
@Suite struct FollowStateTests {
    let second = Duration.seconds(1)

    @Test func fStartsAtTheEndAndLooksAtOnce() {
        var follow = FollowState()
        #expect(follow.statusText(newRows: 0) == nil)
        do {
            let got = follow.key(now: .zero, itemCount: 10, filter: nil)
            #expect(got == [.holdEnd, .lookForMore])
        }
        #expect(follow.isFollowing)
        #expect(follow.itemsSeen == 10)
        #expect(follow.statusText(newRows: 0) == "following")
    }

    @Test func looksForMoreFourTimesASecondAndNoMore() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 1, filter: nil)
        #expect(follow.wait(now: .milliseconds(100)) == .milliseconds(150))
        do {
            let got = follow.frame(now: .milliseconds(100), holdingEnd: true, itemCount: 1, filter: nil)
            #expect(got == [])
        }
        do {
            let got = follow.frame(now: .milliseconds(250), holdingEnd: true, itemCount: 1, filter: nil)
            #expect(got == [.lookForMore])
        }
        do {
            let got = follow.frame(now: .milliseconds(260), holdingEnd: true, itemCount: 1, filter: nil)
            #expect(got == [])
        }
        do {
            let got = follow.look(now: .milliseconds(499))
            #expect(got == [])
        }
        do {
            let got = follow.look(now: .milliseconds(500))
            #expect(got == [.lookForMore])
        }
        #expect(follow.wait(now: .milliseconds(900)) == .zero, "a late frame looks at once")
    }

    @Test func notFollowingDoesNothing() {
        var follow = FollowState()
        do {
            let got = follow.frame(now: second, holdingEnd: true, itemCount: 5, filter: nil)
            #expect(got == [])
        }
        do {
            let got = follow.look(now: second)
            #expect(got == [])
        }
        do {
            let got = follow.showsEnd(itemCount: 5)
            #expect(got == [])
        }
        #expect(follow.wait(now: second) == nil)
    }

    @Test func rowsThatComeWhileAwayFromTheEndAreCounted() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 10, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: true, itemCount: 12, filter: nil)
        #expect(follow.itemsSeen == 12, "at the end, what arrives is seen")
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 15, filter: nil)
        #expect(follow.itemsSeen == 12, "away from the end, it is not")
        #expect(!follow.wasAtEnd)
        #expect(follow.statusText(newRows: 3) == "3 new (G: the end)")
        #expect(follow.statusText(newRows: 0) == "following (G: the end)")
        #expect(follow.statusText(newRows: 1204) == "1,204 new (G: the end)")
        _ = follow.frame(now: .zero, holdingEnd: true, itemCount: 15, filter: nil)
        #expect(follow.itemsSeen == 15, "back at the end (G), all is seen")
        #expect(follow.statusText(newRows: 0) == "following")
    }

    @Test func fAwayFromTheEndGoesBackAndFAtTheEndStops() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 10, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 14, filter: nil)
        do {
            let got = follow.key(now: second, itemCount: 14, filter: nil)
            #expect(got == [.holdEnd, .lookForMore])
        }
        #expect(follow.isFollowing)
        #expect(follow.itemsSeen == 14)
        do {
            let got = follow.key(now: second, itemCount: 14, filter: nil)
            #expect(got == [])
        }
        #expect(!follow.isFollowing)
        #expect(follow.statusText(newRows: 0) == nil)
    }

    @Test func aNewFilterAtTheEndKeepsTheEnd() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 10, filter: nil)
        // Typing after `/` lets go of the end (every command but G does); following takes it back.
        do {
            let got = follow.frame(now: .zero, holdingEnd: false, itemCount: 10, filter: "e")
            #expect(got == [.holdEnd])
        }
        #expect(follow.wasAtEnd)
        do {
            let got = follow.frame(now: .zero, holdingEnd: false, itemCount: 10, filter: "er")
            #expect(got == [.holdEnd])
        }
    }

    @Test func aNewFilterAwayFromTheEndStaysAway() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 10, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 10, filter: nil)
        do {
            let got = follow.frame(now: .zero, holdingEnd: false, itemCount: 10, filter: "error")
            #expect(got == [])
        }
        #expect(!follow.wasAtEnd)
    }

    @Test func fewerItemsThanSeenMeanTheInputWasReadAgain() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 100, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 100, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 3, filter: nil)
        #expect(follow.itemsSeen == 0, "every row of the new file is new")
    }

    @Test func scrollingBackDownToTheEndHoldsItAgain() {
        var follow = FollowState()
        _ = follow.key(now: .zero, itemCount: 10, filter: nil)
        _ = follow.frame(now: .zero, holdingEnd: false, itemCount: 13, filter: nil)
        do {
            let got = follow.showsEnd(itemCount: 13)
            #expect(got == [.holdEnd])
        }
        #expect(follow.wasAtEnd)
        #expect(follow.itemsSeen == 13)
    }
}
