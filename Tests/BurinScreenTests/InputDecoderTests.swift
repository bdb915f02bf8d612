import Testing

@testable import BurinScreen

@Suite struct InputDecoderTests {
    let codes = CursesKeyCodes.ncurses

    private func decode(_ input: CursesInput) -> DecodedInput { InputDecoder.decode(input, codes: codes) }

    @Test func printableCharacters() {
        #expect(decode(.character(0x61)) == .event(.key(.character("a"))))
        #expect(decode(.character(0x20)) == .event(.key(.character(" "))))
        #expect(decode(.character(0x4E2D)) == .event(.key(.character("中"))))
        #expect(decode(.character(0x1F600)) == .event(.key(.character("😀"))))
    }

    @Test func controlKeys() {
        #expect(decode(.character(0x1B)) == .event(.key(.escape)))
        #expect(decode(.character(0x0D)) == .event(.key(.enter)))
        #expect(decode(.character(0x0A)) == .event(.key(.enter)))
        #expect(decode(.character(0x09)) == .event(.key(.tab)))
        #expect(decode(.character(0x7F)) == .event(.key(.backspace)))
        #expect(decode(.character(0x01)) == .event(.key(.control("a"))))
        #expect(decode(.character(0x03)) == .event(.key(.control("c"))))
        #expect(decode(.character(0x0C)) == .event(.key(.control("l"))))
        #expect(decode(.character(0x1A)) == .event(.key(.control("z"))))
    }

    @Test func strayAndInvalidCharactersAreIgnored() {
        #expect(decode(.character(0x00)) == .ignored)
        #expect(decode(.character(0x1C)) == .ignored)
        #expect(decode(.character(0x85)) == .ignored)
        #expect(decode(.character(0xD800)) == .ignored)
        #expect(decode(.character(0x110000)) == .ignored)
        #expect(decode(.character(UInt32.max)) == .ignored)
    }

    @Test func functionKeyCodes() {
        #expect(decode(.keyCode(codes.up)) == .event(.key(.up)))
        #expect(decode(.keyCode(codes.down)) == .event(.key(.down)))
        #expect(decode(.keyCode(codes.left)) == .event(.key(.left)))
        #expect(decode(.keyCode(codes.right)) == .event(.key(.right)))
        #expect(decode(.keyCode(codes.pageUp)) == .event(.key(.pageUp)))
        #expect(decode(.keyCode(codes.pageDown)) == .event(.key(.pageDown)))
        #expect(decode(.keyCode(codes.home)) == .event(.key(.home)))
        #expect(decode(.keyCode(codes.end)) == .event(.key(.end)))
        #expect(decode(.keyCode(codes.backspace)) == .event(.key(.backspace)))
        #expect(decode(.keyCode(codes.enter)) == .event(.key(.enter)))
        #expect(decode(.keyCode(codes.function0 + 1)) == .event(.key(.function(1))))
        #expect(decode(.keyCode(codes.function0 + 12)) == .event(.key(.function(12))))
        #expect(decode(.keyCode(codes.function0)) == .ignored)
        #expect(decode(.keyCode(codes.resize)) == .resize)
        #expect(decode(.keyCode(codes.mouse)) == .mouse)
        #expect(decode(.keyCode(-1)) == .ignored)
        #expect(decode(.keyCode(Int32.max)) == .ignored)
    }

    @Test func ncursesKeyCodesAreTheCursesValues() {
        // The X/Open values from curses.h, so a wrong shim mapping is caught.
        #expect(codes.down == 0o402)
        #expect(codes.up == 0o403)
        #expect(codes.function0 == 0o410)
        #expect(codes.pageDown == 0o522)
        #expect(codes.pageUp == 0o523)
        #expect(codes.mouse == 0o631)
        #expect(codes.resize == 0o632)
    }

    @Test func mouseReports() {
        let masks = CursesMouseMasks.ncurses
        #expect(masks.wheelUp != 0 && masks.wheelDown != 0 && masks.wheelUp != masks.wheelDown)
        #expect(
            InputDecoder.mouseEvent(buttons: masks.wheelUp, x: 3, y: 4, masks: masks)
                == .mouse(.wheelUp(x: 3, y: 4)))
        #expect(
            InputDecoder.mouseEvent(buttons: masks.wheelDown, x: 0, y: 9, masks: masks)
                == .mouse(.wheelDown(x: 0, y: 9)))
        #expect(
            InputDecoder.mouseEvent(buttons: masks.button1Pressed, x: 7, y: 2, masks: masks)
                == .mouse(.click(x: 7, y: 2)))
        #expect(
            InputDecoder.mouseEvent(buttons: masks.button1Clicked, x: 7, y: 2, masks: masks)
                == .mouse(.click(x: 7, y: 2)))
        #expect(InputDecoder.mouseEvent(buttons: 0, x: 1, y: 1, masks: masks) == nil)
        #expect(InputDecoder.mouseEvent(buttons: masks.wheelUp, x: -1, y: 1, masks: masks) == nil)
    }
}
