import BurinCore
import BurinRaster
import BurinTerminal
import Foundation
import Testing

@testable import BurinPictures

/// How kitty gets the pixels: deflated in the escape for a terminal at the other end of a link, a
/// file for one on this machine (which said it reads the probe's), and no file left behind.
@Suite(.serialized) struct KittyTransportTests {
    @Test func deflatedPixelsAreSmallerAndComeBackTheSame() throws {
        // A smooth picture, as a photo's slot mostly is (the bench measures the demo's photos).
        var canvas = PixelCanvas(width: 72, height: 90)
        for y in 0..<90 {
            for x in 0..<72 { canvas[x, y] = RGBA(UInt8(x * 3), UInt8(y * 2), 128) }
        }
        let plain = try KittyPayload(canvas, format: .rgb)
        let deflated = try KittyPayload(canvas, format: .rgb, transport: .inline(compressed: true))
        #expect(deflated.linkBytes < plain.linkBytes * 3 / 4, "\(deflated.linkBytes) against \(plain.linkBytes)")
        #expect(deflated.pixels == canvas && plain.pixels == canvas)
        let escape = readable(KittyCommands().transmit(deflated, id: 3))
        #expect(escape.hasPrefix("␛_Ga=t,f=24,i=3,q=2,s=72,v=90,o=z,m="))
    }

    @Test func aFileCostsTheLinkItsPathAndGoesWithItsLastDrawing() throws {
        let files = try #require(KittyPictureFiles.make())
        let canvas = TestPictures.photo(width: 8, height: 4)
        var payload: KittyPayload? = try KittyPayload(
            canvas, format: .rgb, transport: .file(directory: files.directory))
        let path: String? = {
            if case .file(let file)? = payload?.transmission { file.path } else { nil }
        }()
        guard let path else {
            Issue.record("no file written")
            return
        }
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(payload?.pixels == canvas, "the file holds the raw pixels")
        #expect(payload.map { $0.linkBytes < 100 } == true)
        let escape = readable(KittyCommands().transmit(payload!, id: 9))
        #expect(escape == "␛_Ga=t,f=24,i=9,q=2,s=8,v=4,t=f;" + Data(path.utf8).base64EncodedString() + "␛\\")
        payload = nil
        #expect(!FileManager.default.fileExists(atPath: path), "dropped with its drawing")
    }

    @Test func everyFileAndTheFolderGoAtTheEndAndFromASignalHandler() throws {
        let files = try #require(KittyPictureFiles.make())
        let kept = [files.write([1, 2, 3]), files.write([4, 5, 6])].compactMap { $0 }
        #expect(kept.count == 2)
        KittyPictureFiles.removeAllFromSignalHandler()
        #expect(kept.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
        #expect(!FileManager.default.fileExists(atPath: files.directory))
        // Made again for the next picture, then removed at the end.
        #expect(mkdir(files.directory, 0o700) == 0)
        let again = try #require(files.write([7]))
        files.removeAll()
        #expect(!FileManager.default.fileExists(atPath: again.path))
        #expect(!FileManager.default.fileExists(atPath: files.directory))
        #expect(mkdir(files.directory, 0o700) == 0)
    }

    @Test func theProbeAsksForAFileFirstAndAnOKMeansFiles() throws {
        let query = TerminalQuery(
            route: .direct, asksKitty: true, fileProbe: "/dev/shm/burin-1-tty-graphics-protocol/0")
        let text = readable(query.bytes)
        #expect(text.hasPrefix("␛_Gi=4218,s=1,v=1,a=q,t=t,f=24;" + Data(query.fileProbe!.utf8).base64EncodedString()))
        #expect(query.fileProbeDirectory == "/dev/shm/burin-1-tty-graphics-protocol")
        var answers = TerminalAnswers(kittyGraphics: true, primaryAttributes: [62])
        answers.record(
            .kittyGraphics(id: 4218, message: "OK"), kittyQueryID: TerminalQuery.kittyQueryID,
            kittyFileQueryID: TerminalQuery.kittyFileQueryID)
        #expect(answers.kittyGraphics == true && answers.kittyReadsFiles == true)
        let local = GraphicsDecision.decide(request: .auto, query: query, answers: answers, window: nil)
        #expect(local.kittyTransport == .file(directory: "/dev/shm/burin-1-tty-graphics-protocol"))
        // A repeated probe (through tmux, `TerminalConversation.tmuxRepeats`) finds its file gone.
        answers.record(
            .kittyGraphics(id: 4218, message: "ENOENT:file not found"), kittyQueryID: TerminalQuery.kittyQueryID,
            kittyFileQueryID: TerminalQuery.kittyFileQueryID)
        #expect(answers.kittyReadsFiles == true, "a terminal that read one file reads files")
        answers.kittyReadsFiles = false
        let remote = GraphicsDecision.decide(request: .auto, query: query, answers: answers, window: nil)
        #expect(remote.kittyTransport == .inline(compressed: true))
    }
}
