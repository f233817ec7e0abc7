// A small model of a terminal screen for widgets drawn inline (no alternate
// screen): terminal output is played onto cells, and a resize rewraps the
// lines as tmux, VTE and kitty do, so a test can check what a person would see
// after the window changed size, not what the text stream says.
//
// What it plays (xterm's ctlseqs, https://invisible-island.net/xterm/ctlseqs/ctlseqs.html):
// printable characters with autowrap at the right margin (a character written
// in the last column leaves the cursor there with a wrap pending; the next one
// goes to the start of the next row, which continues the same line), LF
// (moving down, scrolling at the bottom row), CR, CUU (`ESC [ n A`), CUP
// (`ESC [ r ; c H`), EL 0 (`ESC [ K`), ED 0 (`ESC [ J`), ED 2
// (`ESC [ 2 J`) and the alternate screen (`ESC [ ? 1049 h` / `l`, each a
// blank screen), so full-screen tools play too; other escape sequences
// change nothing on the cells.
//
// A resize joins the rows that continue each other back into lines, drops
// their trailing blanks, and breaks them again at the new width; the cursor
// keeps its place in its line. Rows that no longer fit above the cursor go
// off the top into the scrollback, and a window that grows brings the last of
// them back down above the cursor, filling its new rows from the top, as tmux
// and VTE do; lines scrolled off at the bottom row go there too. The
// alternate screen has no scrollback.

/// A terminal screen of cells that plays inline drawing and rewraps its lines on a resize.
struct InlineScreen {
    /// The rows of cells, top to bottom.
    private(set) var cells: [[Character]]
    /// Whether each row's line goes on in the next row (it was filled by autowrap).
    private var continues: [Bool]
    private var row = 0
    private var column = 0
    private var wrapPending = false
    /// The rows scrolled off the top of the main screen, oldest first, and whether each continues in the next.
    private var scrollback: [[Character]] = []
    private var scrollbackContinues: [Bool] = []
    /// Whether the alternate screen is shown, which has no scrollback.
    private var isAlternate = false

    /// The width in columns.
    var columns: Int { cells.first?.count ?? 0 }
    /// The height in rows.
    var rows: Int { cells.count }

    /// A blank screen of `columns`×`rows`, the cursor at the top left.
    init(columns: Int, rows: Int) {
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        continues = Array(repeating: false, count: rows)
    }

    /// Row `index` without its trailing blanks.
    func line(_ index: Int) -> String {
        var text = String(cells[index])
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row without trailing blanks, top to bottom.
    var lines: [String] { (0..<rows).map(line) }

    /// The rows that are not blank, top to bottom.
    var text: String { lines.filter { !$0.isEmpty }.joined(separator: "\n") }

    /// Plays terminal output onto the screen.
    mutating func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\u{1B}" {
                guard index < scalars.count else { break }
                if scalars[index] != "[" {
                    index += 1
                    continue
                }
                index += 1
                var parameters = ""
                while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
                    parameters.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else { break }
                let final = scalars[index]
                index += 1
                control(final, parameters)
            } else if scalar == "\r" {
                column = 0
                wrapPending = false
            } else if scalar == "\n" {
                continues[row] = false
                lineFeed()
            } else if scalar.value >= 0x20 {
                put(Character(scalar))
            }
        }
    }

    /// Changes the size as a rewrapping terminal does: lines joined, broken again at `columns`, the cursor kept in its line.
    mutating func resize(columns newColumns: Int, rows newRows: Int) {
        // The logical lines, and where the cursor is in them.
        var logical: [[Character]] = []
        var cursorLine = 0
        var cursorOffset = 0
        var current: [Character] = []
        let allRows = scrollback + cells
        let allContinues = scrollbackContinues + continues
        let cursorIndex = scrollback.count + row
        for index in 0..<allRows.count {
            if index == cursorIndex {
                cursorLine = logical.count
                cursorOffset = current.count + min(column, columns - 1) + (wrapPending ? 1 : 0)
            }
            current += allRows[index]
            if !allContinues[index] || index == allRows.count - 1 {
                while current.last == " " { current.removeLast() }
                logical.append(current)
                current = []
            }
        }
        // Trailing blank lines below the cursor go, as a terminal keeps only what was written.
        while logical.count > cursorLine + 1, logical.last?.isEmpty == true { logical.removeLast() }

        var newCells: [[Character]] = []
        var newContinues: [Bool] = []
        var newRow = 0
        var newColumn = 0
        for (number, text) in logical.enumerated() {
            let pieces = max(1, (text.count + newColumns - 1) / newColumns)
            for piece in 0..<pieces {
                let start = piece * newColumns
                var cellsOfRow = Array(text[min(start, text.count)..<min(start + newColumns, text.count)])
                cellsOfRow += Array(repeating: " ", count: newColumns - cellsOfRow.count)
                newCells.append(cellsOfRow)
                newContinues.append(piece < pieces - 1)
            }
            if number == cursorLine {
                let rowsBefore = newCells.count - pieces
                let pieceOfCursor = min(cursorOffset / newColumns, pieces - 1)
                newRow = rowsBefore + pieceOfCursor
                newColumn = min(cursorOffset - pieceOfCursor * newColumns, newColumns)
            }
        }
        // The last rows fill the window (scrolled-back ones come down when it grew); the rest go off the top.
        let excess = max(newCells.count - newRows, newRow + 1 - newRows, 0)
        scrollback = Array(newCells.prefix(excess))
        scrollbackContinues = Array(newContinues.prefix(excess))
        newCells.removeFirst(excess)
        newContinues.removeFirst(excess)
        newRow -= excess
        if newCells.count > newRows {
            newCells.removeLast(newCells.count - newRows)
            newContinues.removeLast(newContinues.count - newRows)
        }
        while newCells.count < newRows {
            newCells.append(Array(repeating: " ", count: newColumns))
            newContinues.append(false)
        }
        cells = newCells
        continues = newContinues
        row = newRow
        wrapPending = newColumn >= newColumns
        column = wrapPending ? newColumns - 1 : newColumn
    }

    /// Writes one character at the cursor, wrapping first if a wrap is pending.
    private mutating func put(_ character: Character) {
        if wrapPending {
            continues[row] = true
            lineFeed()
            column = 0
            wrapPending = false
        }
        cells[row][column] = character
        if column == columns - 1 {
            wrapPending = true
        } else {
            column += 1
        }
    }

    /// Down one row, scrolling the screen up at the bottom row.
    private mutating func lineFeed() {
        wrapPending = false
        if row == rows - 1 {
            if !isAlternate {
                scrollback.append(cells[0])
                scrollbackContinues.append(continues[0])
            }
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
            continues.removeFirst()
            continues.append(false)
        } else {
            row += 1
        }
    }

    /// Acts on a control sequence with its final character and parameters.
    private mutating func control(_ final: Unicode.Scalar, _ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "A":
            row = max(row - max(numbers.first ?? 1, 1), 0)
            wrapPending = false
        case "H":
            row = min(max((numbers.first ?? 1) - 1, 0), rows - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), columns - 1)
            wrapPending = false
        case "K" where parameters.isEmpty || parameters == "0":
            for x in column..<columns { cells[row][x] = " " }
            continues[row] = false
        case "J" where parameters.isEmpty || parameters == "0":
            for x in column..<columns { cells[row][x] = " " }
            continues[row] = false
            for y in (row + 1)..<max(rows, row + 1) {
                cells[y] = Array(repeating: " ", count: columns)
                continues[y] = false
            }
        case "J" where parameters == "2", "h" where parameters == "?1049", "l" where parameters == "?1049":
            // Clearing the screen, and entering or leaving the alternate screen, leave blank cells.
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            continues = Array(repeating: false, count: rows)
            if final != "J" {
                isAlternate = final == "h"
                scrollback = []
                scrollbackContinues = []
            }
        default:
            break
        }
    }
}
