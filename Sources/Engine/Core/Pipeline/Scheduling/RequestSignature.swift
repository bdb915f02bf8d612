/// Everything a request for a row depends on besides the row's own state: its identity, the width
/// and style its key is made with (`keyGeneration` moves whenever either is set), and where it is
/// (in the display range, on screen). The priority is left out: it matters only to pending work.
struct RequestSignature: Equatable {
    var row: RowIdentity
    var width: Int
    var keyGeneration: Int
    var inDisplay: Bool
    var isVisible: Bool
}
