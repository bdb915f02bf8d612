/// Whether a merchant takes orders now. Unknown values in the data are reported and read as `.open`.
public enum MerchantStatus: String, Sendable, Hashable, CaseIterable {
    case open
    case busy
    case closed
}
