import BurinCore
import BurinRaster
import Testing

@testable import BurinPictures

@Suite struct KittyCommandsTests {
    @Test func smallPayloadIsOneQuietChunk() throws {
        let canvas = PixelCanvas(width: 2, height: 1, fill: RGBA(255, 0, 0))
        let payload = try KittyPayload(canvas, format: .rgb)
        let bytes = KittyCommands().transmit(payload, id: 42)
        // Two red pixels: FF0000FF0000 in base64.
        #expect(readable(bytes) == "␛_Ga=t,f=24,i=42,q=2,s=2,v=1,m=0;/wAA/wAA␛\\")
    }

    @Test func largePayloadIsChunkedAndReassembles() throws {
        let canvas = TestPictures.photo(width: 56, height: 68)
        for format in KittyPixelFormat.allCases {
            let payload = try KittyPayload(canvas, format: format)
            let base64 = try #require(payload.base64)
            let bodies = escapeBodies(KittyCommands().transmit(payload, id: 7), introducer: "_")
            #expect(bodies.count == (base64.count + KittyCommands.chunkLimit - 1) / KittyCommands.chunkLimit)
            var joined = [UInt8]()
            for (n, body) in bodies.enumerated() {
                let split = body.firstIndex(of: UInt8(ascii: ";"))!
                let keys = String(decoding: body[..<split], as: UTF8.self)
                let data = body[(split + 1)...]
                #expect(data.count <= KittyCommands.chunkLimit)
                let last = n == bodies.count - 1
                if n == 0 {
                    #expect(keys.hasPrefix("Ga=t,f=\(format.key),i=7,q=2"))
                    #expect(keys.hasSuffix(",m=\(last ? 0 : 1)"))
                } else {
                    #expect(keys == "Gm=\(last ? 0 : 1),q=2")
                }
                joined += data
            }
            #expect(joined == base64)
            let raw = try #require(Base64.decode(joined))
            switch format {
            case .png: #expect(try PNGCodec.decode(raw) == canvas)
            case .rgb: #expect(raw.count == 56 * 68 * 3 && raw[0] == canvas.pixels[0].r)
            case .rgba: #expect(raw.count == 56 * 68 * 4 && raw[3] == 255)
            }
        }
    }

    @Test func rgbWithTransparencyIsSentAsRGBA() throws {
        var canvas = PixelCanvas(width: 3, height: 3, fill: RGBA(10, 20, 30))
        canvas[0, 0] = .clear
        #expect(try KittyPayload(canvas, format: .rgb).format == .rgba)
        #expect(try KittyPayload(PixelCanvas(width: 3, height: 3, fill: .white), format: .rgb).format == .rgb)
    }

    @Test func emptyCanvasIsRefused() {
        #expect(throws: ImageError.self) { try KittyPayload(PixelCanvas(width: 0, height: 4), format: .png) }
    }

    @Test func placeSavesMovesAndRestoresTheCursor() {
        let bytes = KittyCommands().place(
            image: 3, placement: 9, cells: CellRect(x: 4, y: 10, width: 8, height: 3),
            source: PixelRect(x: 0, y: 17, width: 56, height: 51))
        #expect(readable(bytes) == "␛7␛[11;5H␛_Ga=p,i=3,p=9,x=0,y=17,w=56,h=51,c=8,r=3,C=1,q=2␛\\␛8")
    }

    @Test func deletesKeepOrFreeTheImage() {
        #expect(readable(KittyCommands().deletePlacement(image: 3, placement: 9)) == "␛_Ga=d,d=i,i=3,p=9,q=2␛\\")
        #expect(readable(KittyCommands().deleteImage(3)) == "␛_Ga=d,d=I,i=3,q=2␛\\")
        // After a crash nothing knows which images were sent: all of them go, through tmux too.
        #expect(readable(KittyCommands().deleteAll()) == "␛_Ga=d,d=A,q=2␛\\")
        let throughTmux = KittyCommands(route: .tmux(paneOrigin: .zero)).deleteAll()
        #expect(readable(throughTmux).hasPrefix("␛Ptmux;"))
    }

    @Test func tmuxRouteWrapsEveryEscapeAndOffsetsTheCursor() throws {
        let commands = KittyCommands(route: .tmux(paneOrigin: CellOffset(columns: 40, rows: 1)))
        let place = commands.place(
            image: 1, placement: 2, cells: CellRect(x: 0, y: 0, width: 2, height: 1),
            source: PixelRect(x: 0, y: 0, width: 14, height: 17))
        #expect(
            readable(place)
                == "␛Ptmux;␛␛7␛␛[2;41H␛␛_Ga=p,i=1,p=2,x=0,y=0,w=14,h=17,c=2,r=1,C=1,q=2␛␛\\␛␛8␛\\")
        let payload = try KittyPayload(TestPictures.photo(width: 56, height: 68), format: .rgba)
        let transmit = commands.transmit(payload, id: 5)
        let wrappers = escapeBodies(transmit, introducer: "P")
        #expect(wrappers.count == (payload.linkBytes + 4095) / 4096)
        #expect(wrappers.allSatisfy { Array($0.prefix(5)) == Array("tmux;".utf8) })
    }

    @Test func passthroughDoublesEveryEscape() {
        var random = SplitMix64(seed: 9)
        for _ in 0..<100 {
            let bytes = (0..<random.int(0...40)).map { _ in
                random.percent(30) ? UInt8(0x1B) : UInt8(random.int(0...255))
            }
            let wrapped = TmuxPassthrough.wrap(bytes)
            #expect(Array(wrapped.prefix(7)) == [0x1B] + Array("Ptmux;".utf8))
            #expect(Array(wrapped.suffix(2)) == [0x1B, UInt8(ascii: "\\")])
            // Undoubling the inside gives the sequence back, and no lone ESC can end the wrapper early.
            var inside = Array(wrapped.dropFirst(7).dropLast(2))
            var undoubled = [UInt8]()
            while !inside.isEmpty {
                let b = inside.removeFirst()
                if b == 0x1B {
                    #expect(inside.first == 0x1B)
                    inside.removeFirst()
                }
                undoubled.append(b)
            }
            #expect(undoubled == bytes)
        }
    }
}
