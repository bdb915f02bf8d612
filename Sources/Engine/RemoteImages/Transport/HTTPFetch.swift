/// One GET the store asks a transport for: an id of the store's choosing (for `cancel`) and the URL,
/// which has already passed the store's scheme and shape checks.
public struct HTTPFetch: Sendable, Hashable {
    public let id: Int
    public let url: String
}
