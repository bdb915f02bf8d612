import Glibc
import Testing

@testable import BurinScreen

@Suite struct FrameByteMeterTests {
    @Test func aScratchFileIsCountedByItsOffsetAndRewoundEachFrame() throws {
        var template = Array("/tmp/burin-meter-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        defer { close(fd) }
        let meter = FrameByteMeter(outputDescriptor: fd, isScratch: true)
        let frame = [UInt8](repeating: 0x41, count: 1234)
        _ = frame.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        #expect(meter.bytesSinceLastFrame() == 1234)
        _ = frame.withUnsafeBytes { write(fd, $0.baseAddress, 10) }
        #expect(meter.bytesSinceLastFrame() == 10)
        #expect(meter.bytesSinceLastFrame() == 0)
        // The next frame overwrites the last from the start: the file is as large as the largest frame.
        var info = stat()
        fstat(fd, &info)
        #expect(info.st_size == 1234)
        #expect(lseek(fd, 0, SEEK_CUR) == 0)
    }

    @Test func anOrdinaryFileIsCountedByItsOffsetAndKept() throws {
        var template = Array("/tmp/burin-meter-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        defer { close(fd) }
        let meter = FrameByteMeter(outputDescriptor: fd)
        _ = Array("hello".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        #expect(meter.bytesSinceLastFrame() == 5)
        _ = Array("hi".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        #expect(meter.bytesSinceLastFrame() == 2)
        var info = stat()
        fstat(fd, &info)
        #expect(info.st_size == 7)
    }

    @Test func theThreadCounterCountsThisThreadsWrites() throws {
        let fd = open("/dev/null", O_WRONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        let meter = FrameByteMeter(outputDescriptor: fd)
        let bytes = [UInt8](repeating: 0x41, count: 777)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        #expect(meter.bytesSinceLastFrame() == 777)
        meter.rebase()
        #expect(meter.bytesSinceLastFrame() == 0)
    }

    @Test func parsesTheWriteCounter() {
        let text = Array("rchar: 10\nwchar: 4096\nsyscr: 3\n".utf8)
        #expect(FrameByteMeter.parseWrittenCharacters(text[...]) == 4096)
        #expect(FrameByteMeter.parseWrittenCharacters(Array("nothing".utf8)[...]) == nil)
    }
}
