// The color games are won by the eye alone. bench/colorgame-bots.py plays
// seeded bots through the built games — blind ones in batch mode, seeing ones
// at a pseudo-terminal, reading the swatches as drawn — and each game's manual
// page gives their figures and bounds in its FAIRNESS section. These tests
// play the bots on fewer rounds and hold every figure, measured and written,
// to the bounds the pages give.

import Foundation
import Testing

@Suite("color games are fair") struct ColorGameFairnessTests {
    /// A game, its manual page, and the bots the script plays in it.
    static let games: [(name: String, page: String, bots: [String])] = [
        ("chroma-quiz", "man/chroma-quiz.1", ["blind-random", "blind-fixed", "blind-hints", "blind-one-hint", "seeing", "seeing-human"]),
        ("colormix-play", "man/colormix.1",
         ["blind-random", "blind-fixed", "blind-hints", "blind-one-hint", "classic-random", "seeing", "seeing-human"]),
        ("gradient-play", "man/gradient.1", ["blind-random", "blind-fixed", "blind-hints", "blind-one-hint", "seeing", "seeing-human"]),
    ]

    /// A bound of a FAIRNESS table: "at most 25", "at least 95".
    struct Bound: CustomStringConvertible {
        var atMost: Bool
        var value: Double

        init?(_ text: String) {
            let words = text.split(separator: " ")
            guard words.count == 3, words[0] == "at", let value = Double(words[2]) else { return nil }
            switch words[1] {
            case "most": atMost = true
            case "least": atMost = false
            default: return nil
            }
            self.value = value
        }

        func holds(_ average: Double) -> Bool { atMost ? average <= value : average >= value }
        var description: String { "at \(atMost ? "most" : "least") \(value)" }
    }

    /// One row of a FAIRNESS table: the bot, the rounds and average it was measured with, its bound.
    struct Row {
        var bot: String
        var rounds: Int
        var average: Double
        var bound: Bound
    }

    /// The rows of the table in the FAIRNESS section of an mdoc page: `.It BOT Ta ROUNDS Ta AVERAGE Ta BOUND`.
    static func fairnessTable(_ page: String) throws -> [Row] {
        let text = try String(contentsOf: Tool.packageRoot.appendingPathComponent(page), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: ".Sh FAIRNESS"), "\(page) has no FAIRNESS section")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".Sh ") } ?? lines.count
        var rows: [Row] = []
        for line in lines[start..<end] where line.hasPrefix(".It ") && line.contains(" Ta ") && !line.hasPrefix(".It Sy") {
            let cells = line.dropFirst(4).components(separatedBy: " Ta ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, let rounds = Int(cells[1]), let average = Double(cells[2]), let bound = Bound(cells[3]) else {
                Issue.record("\(page): a FAIRNESS row that does not read BOT Ta ROUNDS Ta AVERAGE Ta BOUND: \(line)")
                continue
            }
            rows.append(Row(bot: cells[0], rounds: rounds, average: average, bound: bound))
        }
        return rows
    }

    /// Each page gives every bot of its game a figure within its bound; every blind bot is held to at most 25 points a
    /// round (a quarter of the maximum) but the original colormix scoring, and the seeing bot to far more.
    @Test func theManualPagesGiveEveryBotsFigureWithinItsBound() throws {
        for game in Self.games {
            let rows = try Self.fairnessTable(game.page)
            #expect(rows.map(\.bot) == game.bots, "\(game.page): the bots of its FAIRNESS table")
            for row in rows {
                #expect(row.bound.holds(row.average), "\(game.page): \(row.bot) averages \(row.average), not \(row.bound)")
                #expect(row.rounds >= 200, "\(game.page): \(row.bot) is measured on enough rounds")
                if row.bot.hasPrefix("blind-") {
                    #expect(row.bound.atMost && row.bound.value <= 25, "\(game.page): a blind bot's bound: \(row.bound)")
                }
                if row.bot.hasPrefix("seeing") {
                    #expect(!row.bound.atMost && row.bound.value >= 70, "\(game.page): a seeing bot's bound: \(row.bound)")
                }
            }
        }
    }

    /// The bots, played now on fewer rounds through the built games, stay within the bounds the pages give.
    @Test func theBotsStayWithinTheDocumentedBounds() throws {
        let python = try Tool.shell("command -v python3")
        try #require(python.status == 0, "python3 is needed: run `make test`, which installs it")
        let script = Tool.packageRoot.appendingPathComponent("bench/colorgame-bots.py").path
        let run = try Tool.shell(
            "python3 \(script) --bin '\(Tool.binDirectory.path)' --rounds 300 --hint-rounds 20 --seeing-rounds 10 --json")
        try #require(run.status == 0, "bench/colorgame-bots.py failed: \(run.stderr)")
        var measured: [String: Double] = [:]
        for line in run.lines {
            let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            let key = "\(row["game"] as? String ?? "?") \(row["bot"] as? String ?? "?")"
            measured[key] = try #require(row["average"] as? Double, "\(line)")
        }
        for game in Self.games {
            for row in try Self.fairnessTable(game.page) {
                let average = try #require(measured["\(game.name) \(row.bot)"], "\(game.name) \(row.bot) was not played")
                #expect(row.bound.holds(average), "\(game.name): \(row.bot) averaged \(average) a round, not \(row.bound)")
            }
        }
    }
}
