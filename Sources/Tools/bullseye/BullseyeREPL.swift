import ChromaCLI
import ChromaKit
import ChromaGameEngines
import ChromaScores
import ChromaStream
import ChromaTerminal
import ChromaGames

/// The interactive game: a readline prompt that shows the round and score, and a keyboard slider for `hit`.
///
/// The slider never shows its number before the hit (bullseye(1), THE INTERACTIVE GAME): the
/// position is the whole information, as in the original.
extension BullseyeSession {
    /// Plays at the terminal until `quit` or Ctrl-D; returns the exit status.
    func playInteractively(scoreOptions: ScoreOptions) -> Int32 {
        let io = REPLOutput(tool: "bullseye")
        show(takeOpening(), io)
        let repl = REPL(
            tool: "bullseye",
            promptProvider: { [unowned self] in "bullseye \(game.summary)> " },
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
                summary: "open the slider: ←/→ move it, PgUp/PgDn by 10, Home/End to the ends, Enter hits, Esc cancels",
                help: "The slider's number stays hidden until the hit: aim by its position."
            ) { [unowned self] _, io in hit(io) },
            REPLCommand(name: "start-over", usage: "start-over", summary: "a new game: score 0, round 1") { [unowned self] _, io in
                perform(.startOver, io)
            },
            REPLCommand(name: "score", usage: "score", summary: "the round and the score so far") { [unowned self] _, io in
                io.print(game.summary)
            },
            REPLCommand(name: "scores", usage: "scores", summary: "the leaderboard") { _, io in
                _ = Scores.printLeaderboard(scoreOptions, mode: nil)
            },
        ]
    }

    /// Opens the slider at this round's start and scores the hit.
    func hit(_ io: REPLOutput) {
        guard !game.isOver else {
            io.error("the game is over (score \(game.score)); type start-over to play again")
            return
        }
        let slider = Slider(range: 1...100, initial: Double(game.sliderStart), fineStep: 1, coarseStep: 10,
                            label: "round \(game.round)", showsValue: false)
        let outcome: SliderOutcome
        do throws(WidgetError) {
            outcome = try slider.run()
        } catch {
            io.error(error.description)
            return
        }
        switch outcome {
        case .committed(let value):
            perform(.hit(value: value), io)
        case .cancelled:
            io.print("(no hit)")
        case .interrupted, .endOfInput:
            io.print("(no hit)")
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
                io.print("Game over: \(score) points in \(rounds) rounds. Type start-over to play again.")
            }
        }
    }
}
