/// What `burin --version` says. The commit is `buildCommit`, written at build time by the
/// BuildCommit plugin (Plugins/BuildCommit).
enum BuildInfo {
    static let version = "0.9.0"
}
