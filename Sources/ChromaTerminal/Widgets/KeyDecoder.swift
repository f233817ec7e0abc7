// Turning the bytes a terminal sends in raw mode into key presses.
//
// Most keys are one byte. The keys a slider needs most (arrows, Page Up and
// Down, Home, End) arrive as escape sequences: ESC, then `[` (CSI) or `O`
// (SS3), optional numeric parameters separated by `;`, and one final byte.
// Terminals disagree on the details, so several spellings map to one key
// (Home is `ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`), and a second
// parameter carries modifiers (`ESC [ 1 ; 2 C` is Shift+→).
//
// The Escape key itself sends a lone ESC, which is also how every sequence
// starts. The decoder cannot tell them apart from the bytes alone: it keeps a
// lone ESC pending, and the caller, after a short pause with no more input,
// calls `timeOut()` to have it read as the Escape key. A terminal writes a
// whole sequence at once, so a pause inside one does not happen in practice.
//
// What the decoder does not know is dropped without a trace: other
// sequences (function keys, Insert, Delete, a device's replies), Alt
// combinations (ESC and a key, or ESC before a whole sequence), control
// characters without a meaning here and bytes outside ASCII. A sequence cut
// short by a control character is dropped and the control character read on
// its own, so Ctrl-C always gets through.
//
// Mouse reports (xterm's ctlseqs, "Mouse Tracking",
// https://invisible-island.net/xterm/ctlseqs/ctlseqs.html) are read only by
// a decoder made with `readsMouseReports`, as a session with the `.mouse`
// mode makes; any other decoder drops them as before. Two encodings arrive:
//
// - SGR (mode 1006): `ESC [ < Cb ; Cx ; Cy M` for a press or a motion and
//   `... m` for a release, the numbers in decimal. It fits the parameter
//   limit with room to spare: the longest report with 4-digit coordinates,
//   `<127;9999;9999`, is 14 bytes of the 16 kept.
// - The legacy encoding (mode 1000 alone, or a terminal without 1006):
//   `ESC [ M` and three raw bytes, each a number plus 32. The three bytes
//   are data, never keys, even a space or a `~`; a report cut short by the
//   pause (or broken by a control byte, which a report never holds) is
//   dropped. A decoder not reading mouse reports drops `ESC [ M` as an
//   unknown sequence and reads what follows as keys: it is also F1 on a
//   keyboard in SCO mode, and the three keys after F1 must not be swallowed.
//
// Cx and Cy count from 1; a report with a column or row missing, 0 or above
// 10000, or with anything else wrong in it, is dropped (see `MouseEvent` for
// what Cb says).
//
// The decoder is a value with no I/O and no clock, so it is tested with byte
// tables alone.

/// Decodes the bytes of a terminal in raw mode into `TerminalKey`s, keeping unfinished sequences between calls.
public struct KeyDecoder: Sendable {
    /// The bytes that mean interrupt, end of input and suspend, as the terminal's settings name them.
    ///
    /// With the terminal's signal keys turned off (raw mode), Ctrl-C, Ctrl-D
    /// and Ctrl-Z reach the program as bytes; a user who remapped them with
    /// `stty intr ^X` expects the new ones to work. `nil` turns a key off.
    public struct ControlCharacters: Sendable, Equatable {
        /// The interrupt byte, normally 0x03 (Ctrl-C).
        public var interrupt: UInt8?
        /// The end-of-file byte, normally 0x04 (Ctrl-D).
        public var endOfInput: UInt8?
        /// The suspend byte, normally 0x1A (Ctrl-Z).
        public var suspend: UInt8?

        /// Names the three bytes; `nil` for a key that is turned off.
        public init(interrupt: UInt8?, endOfInput: UInt8?, suspend: UInt8?) {
            self.interrupt = interrupt
            self.endOfInput = endOfInput
            self.suspend = suspend
        }

        /// Ctrl-C, Ctrl-D and Ctrl-Z, the defaults of every terminal.
        public static let standard = ControlCharacters(interrupt: 0x03, endOfInput: 0x04, suspend: 0x1A)
    }

    /// Where the decoder is between bytes.
    private enum State: Sendable, Equatable {
        /// Not inside an escape sequence.
        case ground
        /// After an ESC; `meta` when that ESC followed another one (an Alt combination of a sequence).
        case escape(meta: Bool)
        /// Inside a CSI (`[`) or SS3 (`O`) sequence, collecting its parameter and intermediate bytes.
        case sequence(introducer: UInt8, parameters: [UInt8], meta: Bool)
        /// After `ESC [ M` in a decoder reading mouse reports, collecting the legacy report's three raw bytes.
        case legacyMouse(bytes: [UInt8], meta: Bool)
    }

    /// The most parameter bytes kept; a longer sequence is still read to its end, then dropped.
    private static let parameterLimit = 16

    /// The bytes read as interrupt, end of input and suspend.
    public let controlCharacters: ControlCharacters
    /// Whether mouse reports are read as `TerminalKey.mouse` rather than dropped.
    public let readsMouseReports: Bool
    private var state: State = .ground
    private var overflowed = false
    private var afterCarriageReturn = false

    /// Makes a decoder that reads `controlCharacters` as interrupt, end of input and suspend, and mouse reports if `readsMouseReports`.
    ///
    /// Read mouse reports only while the terminal is asked to send them:
    /// otherwise `ESC [ M` (F1 on an SCO keyboard) would take the next three
    /// keys with it.
    public init(controlCharacters: ControlCharacters = .standard, readsMouseReports: Bool = false) {
        self.controlCharacters = controlCharacters
        self.readsMouseReports = readsMouseReports
    }

    /// Whether the bytes so far end inside a possible escape sequence.
    ///
    /// When this is true and no byte follows within a short pause, call
    /// `timeOut()`: a lone ESC then becomes the Escape key.
    public var isWaitingForMore: Bool { state != .ground }

    /// Decodes `bytes` and returns the keys they finish, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        return keys
    }

    /// Ends a pause with a sequence unfinished: a lone ESC is the Escape key, anything longer (a cut mouse report too) is dropped.
    public mutating func timeOut() -> [TerminalKey] {
        defer {
            state = .ground
            overflowed = false
        }
        if case .escape = state { return [.escape] }
        return []
    }

    // MARK: The state machine

    private mutating func consume(_ byte: UInt8, into keys: inout [TerminalKey]) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &keys)

        case .escape(let meta):
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "O"):
                state = .sequence(introducer: byte, parameters: [], meta: meta)
                overflowed = false
            case 0x1B where !meta:
                state = .escape(meta: true)
            case 0x1B:
                // A third ESC: the first was a key of its own.
                keys.append(.escape)
                state = .escape(meta: true)
            case _ where byte < 0x20 || isControlCharacter(byte):
                // Escape, then quickly a control key such as Ctrl-C or Enter: both count.
                keys.append(.escape)
                state = .ground
                consumeInGround(byte, into: &keys)
            default:
                // Alt and a key: nothing a widget here acts on.
                state = .ground
            }

        case .sequence(let introducer, var parameters, let meta):
            switch byte {
            case 0x20...0x3F:
                if parameters.count < KeyDecoder.parameterLimit {
                    parameters.append(byte)
                    state = .sequence(introducer: introducer, parameters: parameters, meta: meta)
                } else {
                    overflowed = true
                }
            case 0x40...0x7E:
                state = .ground
                if readsMouseReports, introducer == UInt8(ascii: "["), parameters.isEmpty, byte == UInt8(ascii: "M") {
                    state = .legacyMouse(bytes: [], meta: meta)
                } else if !meta, !overflowed,
                    let key = sequenceKey(introducer: introducer, parameters: parameters, final: byte)
                {
                    keys.append(key)
                }
                overflowed = false
            default:
                // Not part of any sequence: drop what was collected and read the byte afresh.
                state = .ground
                overflowed = false
                consumeInGround(byte, into: &keys)
            }

        case .legacyMouse(var bytes, let meta):
            if (0x01..<0x20).contains(byte) {
                // Never in a report (its bytes are 32 or more, or 0 beyond the encoding's reach): read it afresh.
                state = .ground
                consumeInGround(byte, into: &keys)
                return
            }
            bytes.append(byte)
            guard bytes.count == 3 else {
                state = .legacyMouse(bytes: bytes, meta: meta)
                return
            }
            state = .ground
            if !meta,
                let event = MouseEvent(
                    code: Int(bytes[0]) - 32, column: Int(bytes[1]) - 32, row: Int(bytes[2]) - 32, isRelease: false)
            {
                keys.append(.mouse(event))
            }
        }
    }

    /// Whether `byte` is one of the terminal's interrupt, end-of-file and suspend bytes.
    private func isControlCharacter(_ byte: UInt8) -> Bool {
        byte == controlCharacters.interrupt || byte == controlCharacters.endOfInput
            || byte == controlCharacters.suspend
    }

    private mutating func consumeInGround(_ byte: UInt8, into keys: inout [TerminalKey]) {
        let followsCarriageReturn = afterCarriageReturn
        afterCarriageReturn = false
        if byte == 0x0A, followsCarriageReturn { return }  // CR LF is one Enter

        if byte == controlCharacters.interrupt {
            keys.append(.interrupt)
            return
        }
        if byte == controlCharacters.endOfInput {
            keys.append(.endOfInput)
            return
        }
        if byte == controlCharacters.suspend {
            keys.append(.suspend)
            return
        }
        switch byte {
        case 0x1B:
            state = .escape(meta: false)
        case 0x0D:
            keys.append(.enter)
            afterCarriageReturn = true
        case 0x0A:
            keys.append(.enter)
        case 0x20...0x7E:
            keys.append(.character(Character(Unicode.Scalar(byte))))
        default:
            break
        }
    }

    // MARK: Reading a finished sequence

    /// The key of a finished sequence, or `nil` for one the widgets do not use; an SGR mouse report too if this decoder reads them.
    private func sequenceKey(introducer: UInt8, parameters: [UInt8], final: UInt8) -> TerminalKey? {
        if readsMouseReports, introducer == UInt8(ascii: "["), parameters.first == UInt8(ascii: "<") {
            return KeyDecoder.sgrMouseReport(parameters: parameters.dropFirst(), final: final).map(TerminalKey.mouse)
        }
        return KeyDecoder.key(introducer: introducer, parameters: parameters, final: final)
    }

    /// The event of an SGR mouse report `ESC [ < parameters final`, or `nil` for a malformed one or one no widget uses.
    ///
    /// `parameters` are those after the `<`: exactly three numbers, the
    /// button code and the 1-based column and row; `final` is `M` for a press
    /// or a motion and `m` for a release.
    static func sgrMouseReport(parameters: ArraySlice<UInt8>, final: UInt8) -> MouseEvent? {
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
            let numbers = numbers(in: Array(parameters), cap: MouseEvent.largestCoordinate + 1), numbers.count == 3,
            let code = numbers[0], let column = numbers[1], let row = numbers[2]
        else { return nil }
        return MouseEvent(code: code, column: column, row: row, isRelease: final == UInt8(ascii: "m"))
    }

    /// The key of a finished sequence, or `nil` for one the widgets do not use; never a mouse report.
    static func key(introducer: UInt8, parameters: [UInt8], final: UInt8) -> TerminalKey? {
        // Replies and private sequences start with `<`, `=`, `>` or `?`: never a key here.
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return nil }
        guard let numbers = numbers(in: parameters) else { return nil }
        let isCSI = introducer == UInt8(ascii: "[")

        // The modifier is the second number (1 + a bit field, Shift = 1), or for SS3 the only one.
        let modifier: Int
        if numbers.count >= 2 {
            modifier = numbers[1] ?? 1
        } else if !isCSI, numbers.count == 1 {
            modifier = numbers[0] ?? 1
        } else {
            modifier = 1
        }

        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"):
            // A CSI arrow's first number, if any, is 1.
            if isCSI, numbers.count >= 1, let first = numbers[0], first != 1 { return nil }
            switch (final, modifier) {
            case (UInt8(ascii: "A"), 1): return .up
            case (UInt8(ascii: "B"), 1): return .down
            case (UInt8(ascii: "C"), 1): return .right
            case (UInt8(ascii: "D"), 1): return .left
            case (UInt8(ascii: "C"), 2): return .shiftRight
            case (UInt8(ascii: "D"), 2): return .shiftLeft
            default: return nil
            }
        case UInt8(ascii: "H"):
            return .home
        case UInt8(ascii: "F"):
            return .end
        case UInt8(ascii: "~") where isCSI:
            switch numbers.first ?? nil {
            case 1, 7: return .home
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        case UInt8(ascii: "c") where isCSI && parameters.isEmpty:
            return .shiftRight  // rxvt
        case UInt8(ascii: "d") where isCSI && parameters.isEmpty:
            return .shiftLeft  // rxvt
        default:
            return nil
        }
    }

    /// The `;`-separated numbers of a parameter string (`nil` for an empty one), each at most `cap`, or `nil` if anything else is in it.
    static func numbers(in parameters: [UInt8], cap: Int = 9999) -> [Int?]? {
        guard !parameters.isEmpty else { return [] }
        var numbers: [Int?] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), cap)
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = nil
            default:
                return nil
            }
        }
        numbers.append(current)
        return numbers
    }
}
