import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift` (`let buildCommit = "…"`) before each build of the target, for
/// `burin --version`: `git describe` of the package when it is a git checkout, else the first line
/// of `.burin-commit` (which `git archive` fills in, see .gitattributes), else "unknown".
@main
struct BuildCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("generated")
        // The file is replaced only when the commit changed, so an unchanged build compiles nothing.
        let script = """
            root=$1 out=$2
            mkdir -p "$out"
            commit=
            # Only the package's own checkout: a tarball unpacked inside another repository is not it.
            [ -e "$root/.git" ] && commit=$(git -C "$root" describe --always --dirty --abbrev=12 --exclude='*' 2>/dev/null)
            [ -n "$commit" ] || commit=$(sed -n 1p "$root/.burin-commit" 2>/dev/null)
            case $commit in *Format:*) commit= ;; esac  # a checkout's file, not filled in by git archive
            commit=$(printf '%s' "$commit" | tr -cd 'A-Za-z0-9._-')
            [ -n "$commit" ] || commit=unknown
            printf '// Made by the BuildCommit plugin at build time.\\nlet buildCommit = "%s"\\n' "$commit" \\
                > "$out/BuildCommit.swift.new"
            if cmp -s "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"; then
                rm "$out/BuildCommit.swift.new"
            else
                mv "$out/BuildCommit.swift.new" "$out/BuildCommit.swift"
            fi
            """
        return [
            .prebuildCommand(
                displayName: "burin's build commit",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path, output.path],
                outputFilesDirectory: output)
        ]
    }
}
