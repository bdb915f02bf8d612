import BurinCore
import Foundation
import Testing

@testable import BurinRaster

@Suite struct ImageLoaderTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("burin-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func loadsPNGAndJPEGByMagicNotExtension() throws {
        let image = TestImages.gradient(width: 6, height: 4)
        let png = try write(PNGCodec.encode(image), "really-png.jpg")
        #expect(try ImageLoader.load(path: png) == image)
        let jpeg = try write(JPEGCodec.encode(image, quality: 90), "really-jpeg.png")
        let decoded = try ImageLoader.load(path: jpeg)
        #expect(decoded.width == 6 && decoded.height == 4)
    }

    @Test func corruptAndTruncatedPNGAreErrors() throws {
        let bytes = try PNGCodec.encode(TestImages.gradient(width: 16, height: 16))
        #expect(throws: ImageError.self) { try ImageLoader.decode(Array(bytes.prefix(bytes.count / 2))) }
        var damaged = bytes
        for i in stride(from: 40, to: damaged.count - 12, by: 7) { damaged[i] ^= 0x5A }
        #expect(throws: ImageError.self) { try ImageLoader.decode(damaged) }
        #expect(throws: ImageError.self) { try ImageLoader.decode(Array(bytes.prefix(8))) }
    }

    @Test func unknownFormatIsUnsupported() throws {
        let path = try write(Array("GIF89a, not really".utf8), "image.png")
        #expect {
            try ImageLoader.load(path: path)
        } throws: { error in
            if case ImageError.unsupported = error { return true }
            return false
        }
    }

    @Test func fileOverTheLimitIsRefusedUnread() throws {
        let path = directory.appendingPathComponent("huge.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47])))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(ImageLoader.maximumFileBytes + 1))
        try handle.close()
        #expect {
            try ImageLoader.load(path: path)
        } throws: { error in
            guard case ImageError.unreadable(_, let reason) = error else { return false }
            return reason.contains("bytes")
        }
    }

    @Test func missingDirectoryAndEmptyPathsAreUnreadable() {
        for path in [directory.appendingPathComponent("absent.png").path, directory.path, "", "bad\u{0}path"] {
            #expect {
                try ImageLoader.load(path: path)
            } throws: { error in
                if case ImageError.unreadable = error { return true }
                return false
            }
        }
    }

    @Test func fifoIsRefusedWithoutBlocking() throws {
        let path = directory.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: ImageError.self) { try ImageLoader.load(path: path) }
    }
}
