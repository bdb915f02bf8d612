#if canImport(Glibc)
    import Glibc
#endif

/// The locale the screen needs before it starts (character widths come from it).
enum TerminalLocale {
    /// The screen needs a UTF-8 locale for wide characters. A plain C/POSIX locale (no LANG set, common
    /// over ssh and in containers) is upgraded to C.UTF-8; a deliberate other codeset is refused,
    /// because that terminal would show UTF-8 bytes as garbage. Only the character type is taken from
    /// the environment: it is all the screen reads (widths, the codeset), and the other categories cost
    /// a dozen locale files at every start.
    static func prepare() throws(ScreenError) {
        setlocale(LC_CTYPE, "")
        if isUTF8(currentCodeset()) { return }
        let codeset = currentCodeset()
        if codeset == "ANSI_X3.4-1968" || codeset == "US-ASCII" {
            if setlocale(LC_CTYPE, "C.UTF-8") != nil, isUTF8(currentCodeset()) { return }
        }
        throw .localeNotUTF8(codeset: codeset)
    }

    private static func currentCodeset() -> String {
        guard let name = nl_langinfo(nl_item(CODESET)) else { return "" }
        return String(cString: name)
    }

    private static func isUTF8(_ codeset: String) -> Bool {
        let normalised = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        return normalised == "UTF8"
    }
}
