// The prefix and substring history searches of the prompt, and a guard after
// readline's non-incremental searches, which keep GNU readline 8.2 from
// freeing an undo list twice.
//
// Readline remembers the line being typed while the user walks the history
// (its "saved line") together with the list of changes that undo edits to it,
// and stores in each history entry the undo list of edits made to that entry.
// Two of its commands break the rule that each undo list has one owner:
//
// - `history-search-backward` and `-forward` (bound to PgUp and PgDn from the
//   terminal's description, and any key an inputrc binds to them or to the
//   `history-substring-search-*` commands) free the saved line and its undo
//   list when a search starts, although the list may still be shared with a
//   history entry; they also show the found entry without moving to it. Up, a
//   letter, PgDn, Down, another letter, Up, a letter and PgDn then free a list
//   that a history entry still holds, and Enter frees it again: glibc aborts
//   the process ("double free detected").
// - the non-incremental searches (`M-p`, `M-n`, vi's `/`, `?`, `n`, `N`) show
//   the found entry without moving to it and drop the saved line. The next Up
//   stores the line's undo list both in the entry the history still points at
//   and in a new saved line; preparing the next prompt frees the saved line's
//   copy, and going back to that entry then undoes freed changes.
//
// This file replaces the first two commands with its own, which move through
// the history with readline's own previous-/next-history commands (the ones
// Up and Down run, which keep the ownership straight), so the prompt is on the
// entry it shows; and after a non-incremental search it saves the shown line
// without an undo list, so that list stays with one owner.
//
// Keys are rebound each time a prompt is set up, which also covers bindings
// from an inputrc read when readline starts; the keys of readline's
// incremental and character searches are rebound here too, to the commands of
// ReadlineIncrementalSearch.swift.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
@preconcurrency import CReadline

/// The prompt's own history searches, and the guard after readline's non-incremental ones.
enum ReadlineHistorySearch {
    /// A readline command as a C function: the repeat count and the key that invoked it, 0 on success.
    private typealias Command = @convention(c) (Int32, Int32) -> Int32

    /// How a search matches a history entry against the text before the cursor.
    private enum Match {
        /// The entry starts with the text (`history-search-*`).
        case prefix
        /// The entry contains the text anywhere (`history-substring-search-*`).
        case substring
    }

    /// The text the search in progress looks for, from the start of the line to the cursor when it began.
    nonisolated(unsafe) private static var searchText: [UInt8] = []
    /// The entry the search in progress showed last, so the same line is not found twice in a row.
    nonisolated(unsafe) private static var lastFoundLine: [UInt8]?

    /// Rebinds every key bound to readline's history and character searches to this file's commands and to those of
    /// `ReadlineIncrementalSearch` and `ReadlineCharacterSearch`, in each keymap.
    static func bindKeys() {
        let replacements: [(name: String, command: Command)] = [
            ("history-search-backward", prefixSearchBackward),
            ("history-search-forward", prefixSearchForward),
            ("history-substring-search-backward", substringSearchBackward),
            ("history-substring-search-forward", substringSearchForward),
        ] + ReadlineIncrementalSearch.replacements + ReadlineCharacterSearch.replacements
        for keymapName in ["emacs", "vi-insert", "vi-command"] {
            guard let keymap = Readline.api.rl_get_keymap_by_name(keymapName) else { continue }
            for replacement in replacements {
                guard let original = Readline.api.rl_named_function(replacement.name),
                      let sequences = Readline.api.rl_invoking_keyseqs_in_map(original, keymap) else { continue }
                var index = 0
                while let sequence = sequences[index] {
                    _ = Readline.api.rl_bind_keyseq_in_map(sequence, replacement.command, keymap)
                    free(sequence)
                    index += 1
                }
                free(sequences)
            }
        }
    }

    /// Saves the shown line, without its undo list, once a non-incremental search has ended.
    ///
    /// Call after each key readline handled, while a line is being read. When
    /// the last command was a non-incremental search that has finished and no
    /// line is saved, the line on show becomes the saved line; its undo list
    /// stays the line's alone (readline's `rl_maybe_save_line` does nothing when
    /// a line is saved already).
    static func keyHandled() {
        let searching = UInt(RL_STATE_NSEARCH) | UInt(RL_STATE_ISEARCH)
        guard Readline.api.rl_readline_state.pointee & searching == 0, let last = commandAddress(Readline.api.rl_last_func.pointee) else { return }
        guard nonIncrementalSearchAddresses.contains(last) else { return }
        let undoList = Readline.api.rl_undo_list.pointee
        Readline.api.rl_undo_list.pointee = nil
        _ = Readline.api.rl_maybe_save_line()
        Readline.api.rl_undo_list.pointee = undoList
    }

    /// The addresses of readline's non-incremental search commands, in emacs and vi mode.
    private static var nonIncrementalSearchAddresses: [UnsafeRawPointer] {
        let names: [String] = [
            "non-incremental-forward-search-history", "non-incremental-reverse-search-history",
            "non-incremental-forward-search-history-again", "non-incremental-reverse-search-history-again",
            "vi-search", "vi-search-again",
        ]
        return names.compactMap { commandAddress(Readline.api.rl_named_function($0)) }
    }

    /// A command's address, for comparing it with readline's record of the last command.
    private static func commandAddress(_ command: Command?) -> UnsafeRawPointer? {
        command.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
    }

    nonisolated(unsafe) private static let prefixSearchBackward: Command = { count, _ in
        search(count: count, direction: -1, match: .prefix)
    }
    nonisolated(unsafe) private static let prefixSearchForward: Command = { count, _ in
        search(count: count, direction: 1, match: .prefix)
    }
    nonisolated(unsafe) private static let substringSearchBackward: Command = { count, _ in
        search(count: count, direction: -1, match: .substring)
    }
    nonisolated(unsafe) private static let substringSearchForward: Command = { count, _ in
        search(count: count, direction: 1, match: .substring)
    }

    /// Whether the last command was a search of the same kind, which this one continues.
    private static func continuesSearch(_ match: Match) -> Bool {
        guard let last = commandAddress(Readline.api.rl_last_func.pointee) else { return false }
        let kind = match == .prefix
            ? [prefixSearchBackward, prefixSearchForward]
            : [substringSearchBackward, substringSearchForward]
        return kind.contains { commandAddress($0) == last }
    }

    /// Moves `count` matching entries back (`direction` -1) or forward (+1) through the history.
    ///
    /// A new search looks for the text from the start of the line to the
    /// cursor; repeating the command goes on with the same text. With no text
    /// it is plain previous/next-history. The cursor ends after the matched
    /// text. Past the newest match forward, the line typed before the search
    /// comes back, as with Down; past the oldest backward, the line stays and
    /// the bell rings.
    private static func search(count: Int32, direction: Int, match: Match) -> Int32 {
        guard count != 0 else { return 0 }
        let steps = Int(count.magnitude)
        let direction = count < 0 ? -direction : direction
        if !continuesSearch(match) {
            let cursor = Int(max(Readline.api.rl_point.pointee, 0))
            searchText = Readline.api.rl_line_buffer.pointee.map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: cursor)) } ?? []
            lastFoundLine = nil
        }
        guard !searchText.isEmpty else {
            return direction < 0 ? Readline.api.rl_get_previous_history(Int32(steps), 0) : Readline.api.rl_get_next_history(Int32(steps), 0)
        }

        let current = Int(Readline.api.where_history())
        let length = Int(Readline.api.history_length.pointee)
        var found: (position: Int, cursor: Int)?
        var remaining = steps
        var position = current + direction
        while remaining > 0, (0..<length).contains(position) {
            defer { position += direction }
            guard let entry = Readline.api.history_get(Readline.api.history_base.pointee + Int32(position)), let text = entry.pointee.line else { continue }
            let line = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
            guard let matchEnd = end(of: searchText, in: line, match: match), line != lastFoundLine else { continue }
            lastFoundLine = line
            found = (position, matchEnd)
            remaining -= 1
        }

        guard let found else {
            _ = Readline.api.rl_ding()
            if direction > 0, current < length {
                _ = Readline.api.rl_get_next_history(Int32(length - current), 0)
                Readline.api.rl_point.pointee = min(Int32(searchText.count), Readline.api.rl_end.pointee)
            }
            return 1
        }
        if found.position < current {
            _ = Readline.api.rl_get_previous_history(Int32(current - found.position), 0)
        } else {
            _ = Readline.api.rl_get_next_history(Int32(found.position - current), 0)
        }
        Readline.api.rl_point.pointee = min(Int32(found.cursor), Readline.api.rl_end.pointee)
        Readline.api.rl_mark.pointee = Readline.api.rl_end.pointee
        return 0
    }

    /// Where `text` ends in `line` (the byte offset after it), or nil when the line does not match.
    private static func end(of text: [UInt8], in line: [UInt8], match: Match) -> Int? {
        guard line.count >= text.count else { return nil }
        switch match {
        case .prefix:
            return line.starts(with: text) ? text.count : nil
        case .substring:
            for start in 0...(line.count - text.count) where line[start..<(start + text.count)].elementsEqual(text) {
                return start + text.count
            }
            return nil
        }
    }
}
