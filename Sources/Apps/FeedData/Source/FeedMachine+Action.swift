extension FeedMachine {
    /// What a `FeedSource` must do after its machine handled an event, in order, outside its lock.
    enum Action: Sendable, Equatable {
        /// Queue a loader job: it takes the most recently requested page (`FeedMachine.claimRequestedPage()`)
        /// when it runs, decodes it and reports `pageDecoded`.
        case load
        /// Queue a strict-mode validation job: it takes the next rows in source order
        /// (`FeedMachine.claimValidation()`), decodes them and reports `pageValidated`.
        case validate
        /// Call the waker: something changed since the main loop last drained (once per drain at most).
        case wake
    }
}
