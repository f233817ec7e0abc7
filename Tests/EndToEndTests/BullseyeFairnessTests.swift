// The bots of bullseye(1), FAIRNESS: bench/bullseye-bots.py plays them
// through the built executable, and the figures must stay within the page's
// bounds — a blind bot that counts key presses at most 120 points a round,
// the bot that reads the knob's column at least 150 — and, in batch mode,
// be those the page prints.

import Foundation
import Testing

@Suite("bullseye fairness") struct BullseyeFairnessTests {
    /// Runs bench/bullseye-bots.py with `arguments`; the average of each bot.
    static func averages(_ arguments: String) throws -> [String: Double] {
        let script = Tool.packageRoot.appendingPathComponent("bench/bullseye-bots.py").path
        let run = try Tool.shell("python3 '\(script)' '\(Tool.binDirectory.path)' --json \(arguments)")
        #expect(run.status == 0, "bench/bullseye-bots.py \(arguments): \(run.stderr)")
        var averages: [String: Double] = [:]
        for line in run.lines {
            let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            averages[try #require(record["bot"] as? String)] = try #require(record["average"] as? Double)
        }
        return averages
    }

    /// The figures of bullseye(1), FAIRNESS, played again in batch mode (1000 rounds of seed 1, a second or two):
    /// the blind bots no better than about a guess, the seeing bot well above, and the page's "now, batch" column exact.
    @Test func theBotsInBatchModeScoreWhatThePageSays() throws {
        let averages = try Self.averages("--rounds 1000 --seed 1")
        for blind in ["home-count", "start-count", "nearest-count"] {
            let average = try #require(averages[blind])
            #expect(average <= 120, "the blind bot \(blind): \(average) a round")
        }
        let seeing = try #require(averages["seeing"])
        #expect(seeing >= 150, "the seeing bot: \(seeing) a round")
        let random = try #require(averages["random"])
        #expect((60...80).contains(random), "random hits: \(random) a round")

        let page = try String(contentsOf: Tool.packageRoot.appendingPathComponent("man/bullseye.1"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: ".Sh FAIRNESS\n").dropFirst().first?
            .components(separatedBy: "\n.Sh ").first)
        var documented: [String: Double] = [:]
        for row in section.split(separator: "\n") where row.hasPrefix(".It ") && row.contains(" Ta ") {
            let cells = row.dropFirst(4).components(separatedBy: " Ta ")
            if let figure = Double(cells.last!) { documented[cells[0]] = figure }
        }
        #expect(Set(documented.keys) == Set(averages.keys), "the page's table has a row for each bot: \(documented)")
        for (bot, average) in averages {
            #expect(documented[bot] == average, "\(bot): the page says \(documented[bot] ?? .nan), the bot scores \(average)")
        }
    }

    /// On the terminal slider, a few rounds: the seeing bot reads the bar drawn on a pseudo-terminal; the blind bot types its count.
    @Test func theBotsOnTheTerminalStayWithinTheirBounds() throws {
        let averages = try Self.averages("--pty --rounds 6 --seed 40 --bots seeing,start-count")
        let seeing = try #require(averages["seeing"])
        let startCount = try #require(averages["start-count"])
        // On the target's cell a hit is at most 2 off, 98 points or more; six rounds leave room for chance.
        #expect(seeing >= 130, "the seeing bot on the terminal: \(seeing) a round")
        #expect(startCount < 200, "counting presses on the terminal is not always perfect: \(startCount) a round")
    }
}
