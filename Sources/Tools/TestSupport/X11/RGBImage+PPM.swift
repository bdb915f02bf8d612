public import Foundation

extension RGBImage {
    /// Why bytes could not be read as a binary PPM.
    public struct PPMError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a binary PPM (`P6`), the format ImageMagick's `convert xwd:- ppm:-` writes: a header of
    /// whitespace-separated ASCII fields (`#` comments allowed), then one or two bytes a channel.
    public init(ppm data: Data) throws {
        let bytes = [UInt8](data)
        var index = 0
        func skipSpaceAndComments() {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if [9, 10, 13, 32].contains(bytes[index]) {
                    index += 1
                } else {
                    return
                }
            }
        }
        func field() throws -> String {
            skipSpaceAndComments()
            let start = index
            while index < bytes.count, ![9, 10, 13, 32].contains(bytes[index]) { index += 1 }
            guard index > start else { throw PPMError(description: "the PPM header ends early") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        guard try field() == "P6" else { throw PPMError(description: "not a binary PPM (P6)") }
        guard let width = Int(try field()), let height = Int(try field()), let maximum = Int(try field()),
            width >= 0, height >= 0, (1...65_535).contains(maximum)
        else { throw PPMError(description: "a PPM header field is not a number in range") }
        // Exactly one whitespace byte separates the header from the samples.
        index += 1
        let sampleBytes = maximum > 255 ? 2 : 1
        let needed = width * height * 3 * sampleBytes
        guard bytes.count - index >= needed else {
            throw PPMError(description: "the PPM holds \(bytes.count - index) bytes of pixels, not \(needed)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for i in 0..<pixels.count {
            let sample =
                sampleBytes == 1
                ? Int(bytes[index + i]) : Int(bytes[index + 2 * i]) << 8 | Int(bytes[index + 2 * i + 1])
            pixels[i] = UInt8((sample * 255 + maximum / 2) / maximum)
        }
        self.init(width: width, height: height, bytes: pixels)
    }

    /// The image as a binary PPM with one byte a channel.
    public var ppm: Data {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.append(contentsOf: bytes)
        return data
    }
}
