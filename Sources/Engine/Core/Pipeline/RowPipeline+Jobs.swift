/// The pipeline's background work: the jobs it gives the layout queue and the draw workers, each of
/// which checks its ticket before it starts and (drawings) before it hands off, and reports through
/// the completion inbox with what it cost.
extension RowPipeline {
    func submitLayout(
        _ entry: RowEntry<Content>, key: Key, kind: Int, priority: Priority, ticket: Ticket
    ) {
        let content = entry.content
        let renderer = self.renderer
        let inbox = self.inbox
        let clock = self.clock
        outstandingLayouts += 1
        layoutExecutor.submit(
            PipelineJob(row: key.row, priority: priority, ticket: ticket) { context in
                guard !ticket.isCancelled else {
                    inbox.post(.layoutCancelled(key.row))
                    return
                }
                let start = clock.now()
                let layout = renderer.layout(content, width: key.width, style: key.style, context: context)
                inbox.post(.laidOut(key, layout, ticket, kind: kind, cost: clock.now() - start))
            })
    }

    func submitDraw(_ key: Key, _ layout: Layout, kind: Int, priority: Priority, ticket: Ticket) {
        let renderer = self.renderer
        let inbox = self.inbox
        let tally = self.tally
        let clock = self.clock
        outstandingDraws += 1
        drawExecutor.submit(
            PipelineJob(row: key.row, priority: priority, ticket: ticket) { context in
                guard !ticket.isCancelled else {
                    inbox.post(.drawCancelled(key.row, beforeStart: true))
                    return
                }
                tally.noteStarted()
                let start = clock.now()
                let drawn = renderer.draw(
                    layout, style: key.style, context: context, isCancelled: { ticket.isCancelled })
                // Checked once more before handing off: a drawing nobody will accept is not sent.
                guard let drawn, !ticket.isCancelled, let bitmap = Self.fitted(drawn, layout) else {
                    inbox.post(.drawCancelled(key.row, beforeStart: false))
                    return
                }
                tally.noteFinished()
                inbox.post(.drawn(key, bitmap, ticket, kind: kind, cost: clock.now() - start))
            })
    }

    /// Gives queued jobs this frame's priorities, and drops those whose row left its range or moved
    /// to a new generation: work that can no longer be shown is not started at all.
    /// An executor with no job outstanding has an empty queue and is not asked (a lock and a walk).
    func dropObsoleteQueuedJobs() {
        if outstandingDraws > 0 {
            let droppedDraws = drawExecutor.reprioritize { row, ticket in
                self.scheduler.currentPriority(ofQueued: row, ticket: ticket, isDraw: true)
            }
            outstandingDraws -= droppedDraws
            scheduler.noteQueuedDrawsDropped(droppedDraws)
        }
        if outstandingLayouts > 0 {
            outstandingLayouts -= layoutExecutor.reprioritize { row, ticket in
                self.scheduler.currentPriority(ofQueued: row, ticket: ticket, isDraw: false)
            }
        }
    }
}
