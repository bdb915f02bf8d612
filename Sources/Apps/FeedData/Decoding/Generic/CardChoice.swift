/// `--card`: which card a record of objects shows.
public enum CardChoice: String, Sendable, Hashable, CaseIterable {
    /// A merchant or a banner where the record is one, else the generic card.
    case auto
    /// Merchants and banners only, as the merchant feed has always read records: any other object
    /// shows its first fields, counted as "not a merchant" (and an error with `--strict`).
    case merchant
    /// Every object as the generic card, merchants and banners too.
    case generic
    /// Every object as the honest list of its fields.
    case fields
}
