import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaScores
import ChromaRuntime
import ChromaTerminal
import ChromaGames

/// The interactive game: a readline prompt that shows the round, target and score, and a keyboard slider for `hit`.
///
/// The slider never shows its number before the hit (bullseye(1), THE INTERACTIVE GAME): the
/// position is the whole information, as in the original. Its keys go to the engine, which
/// moves the knob by random amounts (`BullseyeSlider`), so a seeded game replays key by key.
extension BullseyeSession {
    /// Plays at the terminal until `quit` or Ctrl-D; returns the exit status.
    func playInteractively(scoreOptions: ScoreOptions) -> Int32 {
        let io = REPLOutput(tool: "bullseye")
        show(takeOpening(), io)
        let repl = REPL(
            tool: "bullseye",
            promptProvider: { [unowned self] in "bullseye \(game.summary)> " },
            leavingNotice: { [unowned self] in leavingNotice },
            commands: commands(scoreOptions: scoreOptions),
            fallbackHelp: "Type hit to play a round.",
            completions: { _, _ in [] },
            fallback: { line, io in io.error("unknown command \(Diagnostics.quote(line)); type help for the commands") }
        )
        return repl.run()
    }

    func commands(scoreOptions: ScoreOptions) -> [REPLCommand] {
        [
            REPLCommand(
                name: "hit", usage: "hit",
                summary: "open the slider (←/→ about 1, PgUp/PgDn about 10, Enter hits)",
                help: "Open the slider: ←/→ move the knob about 1 (a different amount each press, and each round its own speed), "
                    + "PgUp/PgDn about 10, Home/End to 1 and 100; Enter hits, Esc cancels. "
                    + "The slider's number stays hidden until the hit: aim by the knob's place between the ends."
            ) { [unowned self] _, io in hit(io) },
            REPLCommand(name: "start-over", usage: "start-over", summary: "a new game: score 0, round 1") { [unowned self] _, io in
                perform(.startOver, io)
            },
            REPLCommand(name: "score", usage: "score", summary: "the round, the target and the score so far") { [unowned self] _, io in
                io.print(game.summary)
            },
            REPLCommand(name: "scores", usage: "scores", summary: "the leaderboard") { _, io in
                _ = Scores.printLeaderboard(scoreOptions, mode: nil)
            },
        ]
    }

    /// Opens the slider where its knob is this round and scores the hit.
    func hit(_ io: REPLOutput) {
        guard !game.isOver else {
            io.error("the game is over (score \(game.score)); type start-over to play again")
            return
        }
        let slider = Slider(range: 1...100, initial: game.slider.value, label: Self.sliderLabel(target: game.target),
                            showsValue: false, labelsEnds: true, maximumTrackCells: BullseyeTrack.cells)
        let outcome: SliderOutcome
        do throws(WidgetError) {
            outcome = try slider.run { [unowned self] move, _ in
                // Keys cannot be refused while a round is on: the game is not over.
                _ = try? apply(.keys([Self.key(for: move)]))
                return game.slider.value
            }
        } catch {
            io.error(error.description)
            return
        }
        switch outcome {
        case .committed:
            perform(.hitSlider, io)
        case .cancelled:
            io.print("(no hit)")
        case .interrupted, .endOfInput:
            io.print("(no hit)")
        }
    }

    /// The text before the slider's bar: the target, in a field as wide as `target 100` and two spaces,
    /// so the bar starts in the same column every round (`BullseyeTrack`).
    static func sliderLabel(target: Int) -> String {
        let text = "target \(target)"
        return text + String(repeating: " ", count: max("target 100".count - text.count, 0) + 1)
    }

    /// The slider key of a move of the keyboard slider.
    static func key(for move: Slider.Move) -> BullseyeKey {
        switch move {
        case .fineDown: return .left
        case .fineUp: return .right
        case .coarseDown: return .pageDown
        case .coarseUp: return .pageUp
        case .lowerEnd: return .home
        case .upperEnd: return .end
        }
    }

    /// Applies an action and shows its events and any notice; a refused action is one error line.
    func perform(_ action: BullseyeAction, _ io: REPLOutput) {
        do throws(BullseyeError) {
            let (events, notice) = try apply(action)
            show(events, io)
            if let notice { io.print("(\(notice))") }
        } catch {
            io.error(error.description)
        }
    }

    /// Prints events for a person.
    func show(_ events: [BullseyeEvent], _ io: REPLOutput) {
        for event in events {
            switch event {
            case .round(let round):
                let of = round.rounds.map { " of \($0)" } ?? ""
                io.print("Round \(round.round)\(of). Bring the slider as close as you can to: \(round.target)")
            case .knob:
                break  // the slider draws the knob
            case .result(let result):
                io.print("")
                io.print("  \(result.title)")
                for line in result.message { io.print("  \(line)") }
                io.print("  Score: \(result.score)")
                io.print("")
            case .over(let score, let rounds):
                io.print(ColorGameText.gameOver(score: score, rounds: rounds))
            }
        }
    }
}
