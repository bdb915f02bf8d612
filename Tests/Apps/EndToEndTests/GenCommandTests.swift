import BurinTestSupport
import Foundation
import Testing

extension ViewerEndToEndTests {
    /// A fresh path under the temporary directory (not created).
    private static func scratchPath(_ name: String = "") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("burin-gen-\(UUID().uuidString)\(name)").path
    }

    private static func gen(_ arguments: [String]) throws -> TmuxChildProcess.Outcome {
        try TmuxChildProcess.run(try BurinBinary.path(), ["gen"] + arguments, timeout: .seconds(120))
    }

    /// `burin gen` says what it wrote, and does not write into a folder that holds something unless
    /// told to with --force.
    @Test func genReportsWhatItWroteAndRefusesToOverwrite() throws {
        let out = Self.scratchPath()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let first = try Self.gen(["--count", "41", "--photos", "1", "--out", out])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardError.contains("wrote 41 merchants and 1 banners ("), "\(first.standardError)")
        #expect(first.standardError.contains("to \(out)/merchants.jsonl"))
        #expect(first.standardError.contains("wrote 1 photos (") && first.standardError.contains("to \(out)/photos/"))
        #expect(first.standardError.contains("wrote 32 image-quality test pictures ("))
        #expect(first.standardOutput.isEmpty)
        let photos = try FileManager.default.contentsOfDirectory(atPath: out + "/photos")
        #expect(photos.count == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/merchants.jsonl"))

        let again = try Self.gen(["--count", "5", "--photos", "0", "--out", out])
        #expect(again.status == 1)
        #expect(again.standardError.contains("\(out) is not empty; use --force"), "\(again.standardError)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/merchants.jsonl")) == data)

        let forced = try Self.gen(["--count", "5", "--photos", "0", "--out", out, "--force"])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(forced.standardError.contains("wrote 5 merchants and 0 banners"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/merchants.jsonl")) != data)

        let file = out + "/merchants.jsonl"
        let overFile = try Self.gen(["--count", "5", "--out", file])
        #expect(overFile.status == 1 && overFile.standardError.contains("\(file) exists; use --force"))
    }

    /// Numbers out of range are refused with the range in the message (exit 2: a bad command line).
    @Test func genValidatesItsNumbers() throws {
        let out = Self.scratchPath()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let cases: [([String], String)] = [
            (["--count", "-1"], "--count takes a whole number from 0 to 100000000"),
            (["--count", "5", "--seed", "-3"], "--seed takes a whole number from 0 to 18446744073709551615"),
            (["--count", "5", "--photos", "100001"], "--photos takes all or a whole number from 0 to 100000"),
            (["--count", "200000", "--photos", "all"], "at most 100000, not 200000"),
            (["--out", out], "gen needs --count N (0 to 100000000 merchants)"),
        ]
        for (arguments, message) in cases {
            let outcome = try Self.gen(arguments + (arguments.contains("--out") ? [] : ["--out", out]))
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A path with escape sequences in it reaches the terminal only as visible markers.
    @Test func genSanitisesThePathsItReports() throws {
        let out = Self.scratchPath("-\u{1B}[31mred\u{07}")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let outcome = try Self.gen(["--count", "2", "--photos", "0", "--out", out])
        #expect(outcome.status == 0)
        #expect(!outcome.standardError.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
        #expect(outcome.standardError.contains("-\u{241B}red"), "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: out + "/merchants.jsonl"))
    }

    @Test func helpDocumentsTheGenOptions() throws {
        let help = try TmuxChildProcess.run(try BurinBinary.path(), ["--help"])
        for option in ["--count N", "--seed S", "--photos N|all", "--force", "--out PATH"] {
            #expect(help.text.contains(option), "\(option)")
        }
    }
}
