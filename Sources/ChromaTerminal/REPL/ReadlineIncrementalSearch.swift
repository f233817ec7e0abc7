// The prompt's incremental history search (Ctrl-R and Ctrl-S) and character
// search (Ctrl-] and Meta-Ctrl-]), in place of GNU readline's, which can crash
// the process.
//
// In callback mode readline 8.2 keeps reading within one call of
// `rl_callback_read_char` while it has input of its own waiting (pushed back,
// or set to run next). Every pass through an ordinary key sets readline's
// jump target for aborting a command (`_rl_top_level`) in a stack frame that
// is gone once the key is handled; when a later pass in the same call reads a
// key sequence that ends in nothing bound (Ctrl-X q, Meta-q, Meta with any
// non-ASCII byte) readline aborts the sequence by jumping there, into stack
// that other calls have since overwritten, and the process dies of SIGSEGV
// with the terminal still without echo and line editing. Readline's
// incremental search is what leaves it such input: a key that ends a search
// after a prefix key (Ctrl-R, Ctrl-X, q) is pushed back and the prefix run
// next; an ESC with six or more bytes waiting (Ctrl-R, then ESC and anything
// typed or pasted at once) is read as the start of a bracketed paste, and the
// bytes that are not one are pushed back. The character search reads its
// character the same way, with any byte at all waiting after an ESC, and
// pushes the ESC back as well as taking it (Ctrl-], then Meta-q). So any
// person could crash every prompt with Ctrl-R or Ctrl-] and a few keys.
//
// The commands of this file read the keys they need themselves, one byte at a
// time from the terminal, and hand readline at most one key when they end, to
// be run next (`rl_execute_next`), which readline reads in the first pass;
// readline never holds more than that. The history search:
//
// - Ctrl-R (`reverse-search-history`) and Ctrl-S (`forward-search-history`)
//   start it, in every keymap that binds them (emacs, vi insert, vi command);
//   the prompt shows `(reverse-i-search)` or `(i-search)`, the text and the
//   newest (or next) history entry that contains it, the cursor at the match;
// - characters add to the text; Backspace takes the last one off; Ctrl-R and
//   Ctrl-S find the next older or newer entry with it (with no text yet, the
//   text of the last search); no match rings the bell and says `failed`;
// - Ctrl-G puts the line back as it was before the search;
// - ESC alone and Ctrl-J end the search on the entry found, to be edited;
//   any other key (Enter, the arrows, Ctrl-A, …) ends it there and then does
//   what it does at the prompt. An ESC followed at once by more bytes is the
//   start of such a key, and goes to readline with them.
//
// Bytes that are not a whole UTF-8 character, and characters that must not
// reach a terminal raw (`HiddenCharacters`), ring the bell and are dropped. The
// search moves through the history, when it ends, with readline's own
// previous-/next-history commands, as `ReadlineHistorySearch` does, so the
// history's lines and their undo lists keep one owner each.
//
// The character search reads one character (a whole UTF-8 one) and puts the
// cursor on its next occurrence after the cursor (Ctrl-]) or before it
// (Meta-Ctrl-]), the count-th one with a numeric argument; none rings the
// bell. ESC and Ctrl-G give up.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline
import ChromaRuntime

/// The prompt's incremental history search, which reads the keyboard itself while it runs.
enum ReadlineIncrementalSearch {
    /// A readline command as a C function: the repeat count and the key that invoked it, 0 on success.
    typealias Command = @convention(c) (Int32, Int32) -> Int32

    /// A search in progress.
    private struct Search {
        /// -1 towards older entries, +1 towards newer ones.
        var direction: Int
        /// The text looked for, whole UTF-8 characters.
        var text: [UInt8] = []
        /// The first bytes of a character still being typed.
        var partialCharacter: [UInt8] = []
        /// The history position the search started from (`where_history`).
        let startPosition: Int
        /// The line and cursor before the search, put back when it is cancelled.
        let originalLine: [UInt8]
        let originalPoint: Int32
        /// The entry on show and where the text starts in it.
        var found: (position: Int, offset: Int)?
        /// Whether the last attempt found nothing.
        var failed = false
    }

    /// The search in progress; nil when readline has the keyboard.
    nonisolated(unsafe) private static var search: Search?
    /// The text of the last search, which Ctrl-R or Ctrl-S with no text looks for again.
    nonisolated(unsafe) private static var lastText: [UInt8] = []

    /// Whether a search is in progress, so the keyboard's bytes go to `readKey(from:)` rather than to readline.
    static var isSearching: Bool { search != nil }

    /// The readline commands this file replaces, with their replacements.
    static var replacements: [(name: String, command: Command)] {
        [("reverse-search-history", reverseSearch), ("forward-search-history", forwardSearch)]
    }

    nonisolated(unsafe) private static let reverseSearch: Command = { count, _ in
        begin(direction: count < 0 ? 1 : -1)
    }
    nonisolated(unsafe) private static let forwardSearch: Command = { count, _ in
        begin(direction: count < 0 ? -1 : 1)
    }

    /// Starts a search from the line on show.
    ///
    /// Not from a keyboard macro: the macro's next keys would go to readline,
    /// which would edit the line under the search.
    private static func begin(direction: Int) -> Int32 {
        guard Readline.api.rl_readline_state.pointee & UInt(RL_STATE_MACROINPUT) == 0 else {
            _ = Readline.api.rl_ding()
            return 1
        }
        search = Search(direction: direction, startPosition: Int(Readline.api.where_history()),
                        originalLine: lineOnShow(), originalPoint: Readline.api.rl_point.pointee)
        show()
        return 0
    }

    /// Drops a search without touching the line, when readline starts a new one.
    static func forget() {
        search = nil
    }

    /// Reads one byte from the keyboard and acts on it; at the end of input the search ends and readline reads on.
    static func readKey(from input: Int32) {
        switch KeyboardByte.read(from: input) {
        case .byte(let byte): handle(byte, input: input)
        case .none: break
        case .ended:
            finish()
            Readline.api.rl_callback_read_char()  // readline sees the end of input (or the error) itself
        }
    }

    /// Acts on one byte typed during the search.
    private static func handle(_ byte: UInt8, input: Int32) {
        guard var current = search else { return }
        if !current.partialCharacter.isEmpty {
            if byte & 0xC0 == 0x80 {
                current.partialCharacter.append(byte)
                search = current
                if current.partialCharacter.count == characterLength(lead: current.partialCharacter[0]) {
                    addCharacter()
                }
                return
            }
            current.partialCharacter = []  // cut short: not a character
            search = current
            _ = Readline.api.rl_ding()
        }
        switch byte {
        case 0x12: searchAgain(direction: -1)  // Ctrl-R
        case 0x13: searchAgain(direction: 1)  // Ctrl-S
        case 0x7F, 0x08: removeCharacter()  // Backspace, Ctrl-H
        case 0x07: cancel()  // Ctrl-G
        case 0x0A: finish()  // Ctrl-J
        case 0x1B:
            finish()
            if inputFollows(input) { execute(byte) }
        case 0x20...0x7E:
            current.partialCharacter = [byte]
            search = current
            addCharacter()
        case 0xC2...0xF4:
            current.partialCharacter = [byte]
            search = current
        case 0x80...:
            _ = Readline.api.rl_ding()  // a continuation byte without a start, or a byte UTF-8 never uses
        default:
            finish()
            execute(byte)
        }
    }

    /// The length of the UTF-8 character that starts with `lead` (one of C2–F4).
    private static func characterLength(lead: UInt8) -> Int {
        lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Adds the character typed to the text if it is a valid one that may be shown, and searches on from the entry on show.
    private static func addCharacter() {
        guard var current = search else { return }
        let bytes = current.partialCharacter
        current.partialCharacter = []
        search = current
        guard let character = String(validating: bytes, as: UTF8.self),
              !character.unicodeScalars.contains(where: { HiddenCharacters.mustEscape($0.value) }) else {
            _ = Readline.api.rl_ding()
            return
        }
        current.text += bytes
        let from = current.found?.position ?? current.startPosition + current.direction
        let found = find(current.text, from: from, direction: current.direction, skipping: nil)
        current.failed = found == nil
        if let found { current.found = found }
        search = current
        if current.failed { _ = Readline.api.rl_ding() }
        show()
    }

    /// Takes the last character off the text and searches again from where the search started.
    private static func removeCharacter() {
        guard var current = search else { return }
        guard !current.text.isEmpty else {
            _ = Readline.api.rl_ding()
            return
        }
        while let last = current.text.popLast(), last & 0xC0 == 0x80 {}
        let found = current.text.isEmpty
            ? nil : find(current.text, from: current.startPosition + current.direction, direction: current.direction, skipping: nil)
        current.failed = !current.text.isEmpty && found == nil
        if found != nil || current.text.isEmpty { current.found = found }
        search = current
        show()
    }

    /// Finds the next entry in `direction` that holds the text (with none yet, the last search's), other than the one on show.
    private static func searchAgain(direction: Int) {
        guard var current = search else { return }
        current.direction = direction
        if current.text.isEmpty { current.text = lastText }
        guard !current.text.isEmpty else {
            search = current
            show()
            return
        }
        let from = (current.found?.position ?? current.startPosition) + direction
        let found = find(current.text, from: from, direction: direction, skipping: current.found.map { entry($0.position) })
        current.failed = found == nil
        if let found { current.found = found }
        search = current
        if current.failed { _ = Readline.api.rl_ding() }
        show()
    }

    /// The first entry from `position` on in `direction` that contains `text` and is not `skipping`, and where the text starts in it.
    private static func find(_ text: [UInt8], from position: Int, direction: Int, skipping: [UInt8]?) -> (position: Int, offset: Int)? {
        let length = Int(Readline.api.history_length.pointee)
        var position = position
        while (0..<length).contains(position) {
            defer { position += direction }
            let line = entry(position)
            guard line != skipping, let offset = start(of: text, in: line) else { continue }
            return (position, offset)
        }
        return nil
    }

    /// Where `text` first starts in `line`, or nil when it does not occur.
    private static func start(of text: [UInt8], in line: [UInt8]) -> Int? {
        guard line.count >= text.count else { return nil }
        for start in 0...(line.count - text.count) where line[start..<(start + text.count)].elementsEqual(text) {
            return start
        }
        return nil
    }

    /// The text of history entry `position` (counted from 0); empty when there is none.
    private static func entry(_ position: Int) -> [UInt8] {
        guard let entry = Readline.api.history_get(Readline.api.history_base.pointee + Int32(position)),
              let text = entry.pointee.line else { return [] }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
    }

    /// The line being edited.
    private static func lineOnShow() -> [UInt8] {
        guard let buffer = Readline.api.rl_line_buffer.pointee else { return [] }
        let end = Int(max(Readline.api.rl_end.pointee, 0))
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: end))
    }

    /// Puts `line` in the line buffer, keeping its undo list, which the line before the search comes back to.
    private static func replaceLine(with line: [UInt8]) {
        (line.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { Readline.api.rl_replace_line($0.baseAddress, 0) }
    }

    /// Shows the search: its prompt in place of the REPL's, the entry found (or the line before the search), the cursor at the match.
    private static func show() {
        guard let current = search else { return }
        if let found = current.found {
            replaceLine(with: entry(found.position))
            Readline.api.rl_point.pointee = min(Int32(found.offset), Readline.api.rl_end.pointee)
        } else {
            replaceLine(with: current.originalLine)
            Readline.api.rl_point.pointee = min(current.originalPoint, Readline.api.rl_end.pointee)
        }
        let kind = current.direction < 0 ? "reverse-i-search" : "i-search"
        let prompt = "(" + (current.failed ? "failed " : "") + kind + ")`" + String(decoding: current.text, as: UTF8.self) + "': "
        chromatools_readline_show_message(prompt)
    }

    /// Ends the search on the entry found, moving there through the history as Up and Down do; the REPL's prompt comes back.
    static func finish() {
        guard let current = search else { return }
        search = nil
        if !current.text.isEmpty { lastText = current.text }
        replaceLine(with: current.originalLine)
        Readline.api.rl_point.pointee = min(current.originalPoint, Readline.api.rl_end.pointee)
        if let found = current.found {
            if found.position < current.startPosition {
                _ = Readline.api.rl_get_previous_history(Int32(current.startPosition - found.position), 0)
            } else if found.position > current.startPosition {
                _ = Readline.api.rl_get_next_history(Int32(found.position - current.startPosition), 0)
            }
            Readline.api.rl_point.pointee = min(Int32(found.offset), Readline.api.rl_end.pointee)
        }
        _ = Readline.api.rl_clear_message()
    }

    /// Ends the search with the line and cursor as they were before it; the REPL's prompt comes back.
    static func cancel() {
        guard let current = search else { return }
        search = nil
        replaceLine(with: current.originalLine)
        Readline.api.rl_point.pointee = min(current.originalPoint, Readline.api.rl_end.pointee)
        _ = Readline.api.rl_clear_message()
    }

    /// Hands readline the key that ended the search, to run as if typed at the prompt.
    private static func execute(_ byte: UInt8) {
        _ = Readline.api.rl_execute_next(Int32(byte))
        Readline.api.rl_callback_read_char()
    }

    /// Whether more bytes arrive within the pause that tells a lone ESC from the start of a key's sequence.
    private static func inputFollows(_ input: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, RawTerminalSession.escapeDelay(from: Environment.value("ESCDELAY"))) > 0
    }
}

/// The prompt's character search (Ctrl-] and Meta-Ctrl-]), which reads the character to find itself.
enum ReadlineCharacterSearch {
    /// A search waiting for its character: which way, how many occurrences, and the bytes of the character so far.
    private struct Search {
        var direction: Int
        var count: Int
        var character: [UInt8] = []
    }

    /// The search waiting for its character; nil when readline has the keyboard.
    nonisolated(unsafe) private static var search: Search?

    /// Whether a search waits for its character, so the keyboard's bytes go to `readKey(from:)` rather than to readline.
    static var isWaiting: Bool { search != nil }

    /// The readline commands this type replaces, with their replacements.
    static var replacements: [(name: String, command: ReadlineIncrementalSearch.Command)] {
        [("character-search", forward), ("character-search-backward", backward)]
    }

    nonisolated(unsafe) private static let forward: ReadlineIncrementalSearch.Command = { count, _ in
        begin(direction: 1, count: count)
    }
    nonisolated(unsafe) private static let backward: ReadlineIncrementalSearch.Command = { count, _ in
        begin(direction: -1, count: count)
    }

    /// Waits for the character to find; not from a keyboard macro, whose next key would go to readline.
    private static func begin(direction: Int, count: Int32) -> Int32 {
        guard Readline.api.rl_readline_state.pointee & UInt(RL_STATE_MACROINPUT) == 0, count != 0 else {
            _ = Readline.api.rl_ding()
            return 1
        }
        search = Search(direction: count < 0 ? -direction : direction, count: Int(count.magnitude))
        return 0
    }

    /// Drops a waiting search, when readline starts a new line.
    static func forget() {
        search = nil
    }

    /// Reads one byte of the character; once it is whole, moves the cursor to its occurrence. ESC and Ctrl-G give up.
    static func readKey(from input: Int32) {
        let byte: UInt8
        switch KeyboardByte.read(from: input) {
        case .byte(let read): byte = read
        case .none: return
        case .ended:
            search = nil
            Readline.api.rl_callback_read_char()  // readline sees the end of input (or the error) itself
            return
        }
        guard var current = search else { return }
        if byte == 0x1B || byte == 0x07 {
            search = nil
            return
        }
        if !current.character.isEmpty, byte & 0xC0 != 0x80 {
            search = nil  // cut short: not a character
            _ = Readline.api.rl_ding()
            return
        }
        current.character.append(byte)
        let lead = current.character[0]
        let length = lead < 0xC2 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard current.character.count == length else {
            search = current
            return
        }
        search = nil
        move(to: current)
    }

    /// Puts the cursor on the `count`th occurrence of the character after it (or before it), or rings the bell.
    private static func move(to search: Search) {
        guard let buffer = Readline.api.rl_line_buffer.pointee else { return }
        let line = Array(UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                             count: Int(max(Readline.api.rl_end.pointee, 0))))
        let character = search.character
        var position = Int(Readline.api.rl_point.pointee)
        var remaining = search.count
        var candidate = position + search.direction
        while remaining > 0, candidate >= 0, candidate + character.count <= line.count {
            if line[candidate..<(candidate + character.count)].elementsEqual(character) {
                position = candidate
                remaining -= 1
            }
            candidate += search.direction
        }
        guard remaining == 0 else {
            _ = Readline.api.rl_ding()
            return
        }
        Readline.api.rl_point.pointee = Int32(position)
        Readline.api.rl_redisplay()
    }
}

/// One byte read from the keyboard for the prompt's own searches.
private enum KeyboardByte {
    case byte(UInt8)
    /// Nothing yet (an interrupted or would-block read): the loop polls again.
    case none
    /// The end of input, or an error: readline is to see it itself.
    case ended

    static func read(from input: Int32) -> KeyboardByte {
        var byte: UInt8 = 0
        let count = Glibc.read(input, &byte, 1)
        if count == 1 { return .byte(byte) }
        return count == 0 || (errno != EINTR && errno != EAGAIN) ? .ended : .none
    }
}
