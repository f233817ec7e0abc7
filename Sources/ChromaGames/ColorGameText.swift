import ChromaCLI
import ChromaKit
import ChromaGameEngines

/// How the color games' events read for people at the terminal (batch mode writes NDJSON instead).
public enum ColorGameText {
    /// The line that ends a game at a terminal: `Game over: 412 points in 3 rounds. Type start-over to play again.`
    public static func gameOver(score: Int, rounds: Int) -> String {
        "Game over: \(score) \(score == 1 ? "point" : "points") in \(rounds) \(rounds == 1 ? "round" : "rounds"). Type start-over to play again."
    }

    /// The lines of an event; `game` decides how a round is announced, `scene` draws the puzzle under a round.
    public static func lines(for event: ColorGameEvent) -> [String] {
        switch event {
        case .round(let round):
            let of = round.rounds.map { " of \($0)" } ?? ""
            let time = round.remaining.map { " · \(seconds($0)) left" } ?? ""
            return ["Round \(round.round)\(of) · score \(round.score)\(time)"]
        case .guess(let update):
            return guessLines(update.guess) + (update.note.map { ["(\($0))"] } ?? [])
        case .hint(let hint):
            return hintLines(hint)
        case .result(let result):
            return resultLines(result)
        case .over(let score, let rounds, let ending):
            let why = ending == .time ? "Time is up! " : ""
            return ["\(why)\(gameOver(score: score, rounds: rounds))"]
        }
    }

    /// The player's guess in words: `Yours: r 200  g 188  b 188  (#c8bcbc)`.
    public static func guessLines(_ guess: ColorGameGuess) -> [String] {
        switch guess {
        case .color(let color):
            return ["Yours: \(color.text)  (\(color.displayed.hex))"]
        case .ratio(let ratio, let mixed):
            return ["Your ratio: \(ratioText(ratio))  (mix \(mixed.hex))"]
        case .gradient(let start, let end):
            return ["Your start: \(start.text)  (\(start.displayed.hex))", "Your end:   \(end.text)  (\(end.displayed.hex))"]
        }
    }

    /// A checked round: the title, the answer with its numbers, the guess, ΔE and points.
    public static func resultLines(_ result: ColorGameResult) -> [String] {
        var lines = ["", "  \(result.title)"]
        switch (result.answer, result.guess) {
        case (.color(let target), .color(let guess)):
            let targetValues = ModelColor(model: guess.model, color: target.color)
            lines.append("  Target: \(targetValues.text)  (\(target.hex))")
            lines.append("  Yours:  \(guess.text)  (\(guess.displayed.hex))")
        case (.mix(let target, let ratio), .ratio(let guessRatio, let mixed)):
            lines.append("  Target ratio: \(ratioText(ratio))  (\(target.hex))")
            lines.append("  Your ratio:   \(ratioText(guessRatio))  (\(mixed.hex))")
        case (.gradient(let targetStart, let targetEnd), .gradient(let start, let end)):
            let model = start.model
            lines.append("  Target start: \(ModelColor(model: model, color: targetStart.color).text)  (\(targetStart.hex))")
            lines.append("  Your start:   \(start.text)  (\(start.displayed.hex))")
            lines.append("  Target end:   \(ModelColor(model: model, color: targetEnd.color).text)  (\(targetEnd.hex))")
            lines.append("  Your end:     \(end.text)  (\(end.displayed.hex))")
        default:
            break
        }
        var difference = "ΔE \(ShortNumber.string(result.deltaE, precision: 2))"
        if let ends = result.endDeltaEs, ends.count == 2 {
            difference = "mean " + difference  // along the gradient (GradientPuzzle.score)
            difference += " (start \(ShortNumber.string(ends[0], precision: 2)), end \(ShortNumber.string(ends[1], precision: 2)))"
        }
        lines.append("  \(difference) · \(result.points) \(result.points == 1 ? "point" : "points") · score \(result.score)")
        if result.hints > 0 {
            let times = result.hints == 1 ? "once for a hint" : result.hints == 2 ? "twice for 2 hints" : "\(result.hints) times for \(result.hints) hints"
            lines.append("  (the round's points were halved \(times))")
        }
        lines.append("")
        return lines
    }

    /// A hint in words, in two lines that fit 80 columns: `Hint: close (ΔE 2 to 8).` and what a check keeps now.
    public static func hintLines(_ hint: ColorGameHint) -> [String] {
        let band = switch hint.band {
        case .veryClose: "very close (ΔE \(ShortNumber.string(HintBand.veryClose.upTo)) or less)"
        case .close: "close (ΔE \(ShortNumber.string(HintBand.veryClose.upTo)) to \(ShortNumber.string(HintBand.close.upTo)))"
        case .far: "far (ΔE above \(ShortNumber.string(HintBand.close.upTo)))"
        }
        return [
            "Hint: \(band).",
            "Each hint halves the round's points: a check now keeps \(ShortNumber.string(hint.keptPercent, precision: 2))% of them.",
        ]
    }

    /// A ratio as shown: three decimals at most.
    public static func ratioText(_ ratio: Double) -> String {
        ShortNumber.string(ratio, precision: 3)
    }

    /// Whole seconds, rounded up, with "s": `42s`.
    public static func seconds(_ value: Double) -> String {
        "\(Int(value.rounded(.up)))s"
    }
}
