import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaRuntime
import ChromaTerminal

/// The color games at a terminal: each round opens the channel panel; Esc leaves it for a readline prompt.
///
/// The panel shows the target and the guess side by side (24-bit color, or
/// dithered from the 256-color palette, which the game says once) with one
/// slider per channel; Enter checks.
/// The target's numbers are never shown before the check. On a terminal
/// without color (NO_COLOR, `--color never`, TERM=dumb) the game says so and
/// gives the target in numbers of another notation than the player's model.
/// At the prompt, commands set channels by number (`r 200`, `g +10`,
/// `set h 120`, `color tomato`), and `panel` opens the sliders again.
public final class ColorGameTerminal<Puzzle: PlayableColorPuzzle> {
    private let session: ColorGameSession<Puzzle>
    private let options: Puzzle.Options
    private let colorMode: TerminalColorMode
    private let printScores: () -> Void
    private let io: REPLOutput
    /// The last note or hint, shown under the panel's sliders.
    private var footnote: String?

    /// A terminal game for `session`; `printScores` prints the leaderboard (the `scores` command).
    public init(session: ColorGameSession<Puzzle>, options: Puzzle.Options, colorChoice: ColorChoice, printScores: @escaping () -> Void) {
        self.session = session
        self.options = options
        self.colorMode = TerminalColorMode.current(colorChoice)
        self.printScores = printScores
        self.io = REPLOutput(tool: session.tool)
    }

    /// What a game says once on a 256-color terminal, where its swatches are approximate.
    public static var paletteNotice: String {
        "Colors are approximate: with 256 colors, swatches are dithered.\n"
            + "If this terminal shows 24-bit color, run with COLORTERM=truecolor."
    }

    /// Plays until `quit` or Ctrl-D at the prompt; returns the exit status.
    public func run() -> Int32 {
        if colorMode == .none {
            io.print("This terminal shows no color (NO_COLOR, --color never or TERM=dumb): the target is given in numbers instead of a swatch.")
        } else if colorMode == .palette256 {
            io.print(Self.paletteNotice)
        }
        show(session.takeOpening(), io, panelFollows: true)
        playRounds(io)
        let repl = REPL(
            tool: session.tool,
            promptProvider: { [unowned self] in "\(session.tool) \(status)> " },
            leavingNotice: { [unowned self] in session.leavingNotice },
            commands: commands(),
            fallbackHelp: "Type panel (or p) for the sliders, check to score your guess.",
            completions: { _, _ in [] },
            fallback: { line, io in io.error("unknown command \(Diagnostics.quote(line)); type help for the commands") }
        )
        return repl.run()
    }

    /// Where the game stands, with an arcade game's time left: `round 3 · score 250 · 42s left`.
    private var status: String {
        var text = session.game.summary
        if !session.game.isOver, let remaining = session.game.progress.remaining(at: session.clock.now) {
            text += " · \(ColorGameText.seconds(remaining)) left"
        }
        return text
    }

    private func commands() -> [REPLCommand] {
        Puzzle.editingCommands(options) { [unowned self] action, io in perform(action, io) } + [
            REPLCommand(name: "panel", usage: "panel", summary: "the sliders: ↑/↓ pick, ←/→ move (PgUp/PgDn faster), Enter checks, Esc back here") {
                [unowned self] _, io in playRounds(io)
            },
            REPLCommand(name: "p", usage: "p", summary: "the same as panel") { [unowned self] _, io in playRounds(io) },
            REPLCommand(name: "show", usage: "show", summary: "the target and your guess") { [unowned self] _, io in
                for line in scene() { io.print(line) }
                // Without color the scene is already in numbers, the guess included.
                if colorMode != .none {
                    for line in ColorGameText.guessLines(session.game.puzzle.guess) { io.print(line) }
                }
            },
            REPLCommand(name: "check", usage: "check", summary: "score your guess") { [unowned self] _, io in perform(.check, io) },
            REPLCommand(name: "new", usage: "new", summary: "a new puzzle for this round, unscored (\(ColorGameProgress.skipsPerGame) a game)") {
                [unowned self] _, io in
                let before = session.game.progress.skipsLeft
                perform(.new, io)
                let left = session.game.progress.skipsLeft
                if left < before { io.print("(\(left == 0 ? "no" : String(left)) new \(left == 1 ? "puzzle" : "puzzles") left in this game)") }
            },
            REPLCommand(name: "hint", usage: "hint", summary: "very close, close or far; halves the round's points (--difficulty easy)") {
                [unowned self] _, io in perform(.hint, io)
            },
            REPLCommand(name: "score", usage: "score", summary: "the round and the score so far") { [unowned self] _, io in io.print(status) },
            REPLCommand(name: "scores", usage: "scores", summary: "the leaderboard") { [unowned self] _, _ in printScores() },
            REPLCommand(name: "start-over", usage: "start-over", summary: "a new game: score 0, round 1") { [unowned self] _, io in
                perform(.startOver, io)
            },
        ]
    }

    /// Applies an action and shows its events; a refused action is one error line.
    private func perform(_ action: ColorGameAction, _ io: REPLOutput, panelFollows: Bool = false) {
        do throws(ColorGameError) {
            let (events, notice) = try session.apply(action)
            show(events, io, panelFollows: panelFollows)
            if let notice { io.print("(\(notice))") }
        } catch {
            io.error(error.description)
        }
    }

    /// Prints events for a person; a new round is followed by its scene, unless the panel opens next and shows both.
    private func show(_ events: [ColorGameEvent], _ io: REPLOutput, panelFollows: Bool = false) {
        for event in events {
            if case .round = event {
                if panelFollows { continue }
                for line in ColorGameText.lines(for: event) { io.print(line) }
                for line in scene() { io.print(line) }
            } else {
                for line in ColorGameText.lines(for: event) { io.print(line) }
                if case .over = event, let result = session.shareableResult() { io.print(result) }
            }
        }
    }

    /// The current round as at the prompt: its line and its scene.
    private func showRound(_ io: REPLOutput) {
        show([.round(session.game.currentRound(clock: session.clock))], io)
    }

    /// The puzzle now: swatches in color, or numbers on a terminal without color.
    private func scene(columns: Int = RawTerminalSession.columns(of: 1)) -> [String] {
        let visible = session.game.isTargetVisible(clock: session.clock)
        if colorMode == .none { return session.game.puzzle.sceneInNumbers(targetVisible: visible) }
        return session.game.puzzle.scene(columns: columns, mode: colorMode, targetVisible: visible)
    }

    /// Opens the panel round after round until the player leaves it or the game ends.
    private func playRounds(_ io: REPLOutput) {
        while !session.game.isOver {
            let outcome: PanelOutcome
            let puzzle = session.game.puzzle
            let settings = session.game.configuration.settings
            let timed = settings.mode.timeLimit != nil || settings.difficulty == .hard
            let panel = ChannelPanel(rows: puzzle.panelRows, values: puzzle.panelValues, tickInterval: timed ? 0.25 : nil)
            panel.colorMode = colorMode
            var lateEvents: [ColorGameEvent] = []
            do throws(WidgetError) {
                outcome = try panel.run(
                    header: { [unowned self] columns in header(columns: columns) },
                    footer: { [unowned self] _ in footnote.map { [$0] } ?? [""] },
                    onChange: { [unowned self] row, value in
                        do throws(ColorGameError) {
                            let (events, _) = try session.apply(session.game.puzzle.action(row: row, value: value))
                            lateEvents += events.filter { if case .guess = $0 { false } else { true } }
                            footnote = events.compactMap { if case .guess(let update) = $0 { update.note } else { nil } }.first
                        } catch {
                            footnote = error.description
                        }
                        let values = session.game.puzzle.panelValues
                        return row < values.count ? values[row] : value
                    },
                    onTick: { [unowned self] in
                        if session.game.isOver { return false }
                        return !session.game.progress.isTimeUp(at: session.clock.now)
                    })
            } catch {
                io.error(error.description)
                showRound(io)
                io.print("Type commands instead: help lists them.")
                return
            }
            footnote = nil
            show(lateEvents, io)
            switch outcome {
            case .check:
                perform(.check, io, panelFollows: true)
            case .stopped:
                let (events, notice) = session.endIfTimeIsUp()
                show(events, io)
                if let notice { io.print("(\(notice))") }
            case .leave, .interrupted, .endOfInput:
                io.print("(at the prompt: type panel for the sliders, help for the commands)")
                return
            }
        }
    }

    /// The lines above the sliders: the round, the time left, the scene.
    private func header(columns: Int) -> [String] {
        var line = ColorGameText.lines(for: .round(session.game.currentRound(clock: session.clock)))[0]
        if let title = session.dailyTitle() { line = title + " · " + line }
        if !session.game.isTargetVisible(clock: session.clock) { line += " · the target is hidden" }
        return [line] + scene(columns: columns)
    }
}
