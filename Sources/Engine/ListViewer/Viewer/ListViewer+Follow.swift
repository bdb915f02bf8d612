import BurinCore

extension ListViewer {
    /// `F`: follow the list's end (`FollowState`).
    func followKey() {
        let actions = follow.key(now: frameStart, itemCount: model.items.count, filter: model.filter?.query)
        if !follow.isFollowing { state.show("stopped following") }
        carryOut(actions)
    }

    /// The frame's turn for following, after its keys and before the app's update: the end held,
    /// the app asked to look for more. In a list walked into, only the looking goes on.
    func followBeforeUpdate() {
        guard follow.isFollowing else { return }
        guard walkedFrom.isEmpty else { return carryOut(follow.look(now: frameStart)) }
        carryOut(
            follow.frame(
                now: frameStart, holdingEnd: pipeline.isPinnedToEnd, itemCount: model.items.count,
                filter: model.filter?.query))
    }

    /// After the frame: a view that shows the end without holding it (scrolled back down) holds it.
    func followAfterFrame(_ frame: Frame) {
        guard follow.isFollowing, walkedFrom.isEmpty, !pipeline.isPinnedToEnd else { return }
        switch place(of: frame) {
        case .end, .all: carryOut(follow.showsEnd(itemCount: model.items.count))
        case .top, .percent: break
        }
    }

    /// The status bar's word on following: "following", or the rows that came since the view left
    /// the end, counted among those the filter keeps.
    var followFacts: [StatusBar.Fact] {
        guard follow.isFollowing, walkedFrom.isEmpty else { return [] }
        let seen = follow.itemsSeen
        let newRows: Int
        if let filter = model.filter {
            newRows = filter.matchCount - filter.firstListIndex(atOrAfterSource: seen)
        } else {
            newRows = max(0, model.items.count - seen)
        }
        return follow.statusText(newRows: newRows).map { [StatusBar.Fact($0, rank: 9)] } ?? []
    }

    private func carryOut(_ actions: [FollowState.Action]) {
        for action in actions {
            switch action {
            case .holdEnd:
                // A search still bringing matches keeps its first row at the top; following keeps the end.
                filterAnchor = nil
                pipeline.jumpToEnd(viewportHeight: viewportHeight)
            case .lookForMore:
                app.lookForMore()
            }
        }
    }
}
