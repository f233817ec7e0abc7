// Faults of the disk and of the process around the score store and the
// output: a store writer killed with SIGKILL in the middle of its writes
// leaves a sound database holding every committed game; a file-size limit
// (`ulimit -f`) on the store gives one clear message while the game goes on;
// and output that hits the limit ends with exit 74 and a message, not a
// SIGXFSZ death in the middle of a record.

import Foundation
import Testing

@Suite("store and disk faults") struct StoreAndDiskFaultTests {
    let folder: String

    init() throws {
        folder = try PseudoTerminal.makeScratchFolder()
    }

    /// Runs a Python snippet with `sqlite3` on the store at `path`; its stdout.
    func sqlite(_ path: String, _ code: String) throws -> String {
        try Tool.shell("python3 -c 'import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); \(code)' '\(path)'").stdout
    }

    @Test func aWriterKilledMidWriteLeavesASoundStoreWithEveryCommittedGame() throws {
        let store = folder + "/killed.sqlite"
        let fixture = Tool.path("score-fixture")
        // Record a great many games, one transaction each, and kill the writer with SIGKILL while it writes.
        let run = try Tool.shell("""
            '\(fixture)' record '\(store)' 1000000 alice & writer=$!
            for i in $(seq 1 100); do [ -s '\(store)' ] && break; sleep 0.05; done
            sleep 0.4; kill -KILL $writer; wait $writer; echo "status $?"
            """)
        #expect(run.stdout == "status 137\n", "the writer was killed: \(run.stdout) \(run.stderr)")
        #expect(try sqlite(store, "print(db.execute(\"pragma integrity_check\").fetchone()[0])") == "ok\n")
        // Committed games are whole and in order: scores 0…n−1, each once.
        let counts = try sqlite(store, "print(*db.execute(\"select count(*), min(score), max(score), count(distinct score) from games\").fetchone())")
        let numbers = counts.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(numbers.count == 4 && numbers[0] > 0, "\(counts)")
        if numbers.count == 4 {
            #expect(numbers[1] == 0 && numbers[2] == numbers[0] - 1 && numbers[3] == numbers[0], "\(counts)")
        }
        // The store opens again and takes more games.
        let again = try Tool.shell("'\(fixture)' record '\(store)' 3 bob")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sqlite(store, "print(db.execute(\"select count(*) from games where player = \\\"bob\\\"\").fetchone()[0])") == "3\n")
    }

    @Test func aFullDiskUnderTheStoreIsToldOnceAndTheGameGoesOn() throws {
        let store = folder + "/full.sqlite"
        let r = try Tool.shell("""
            (ulimit -f 1; printf '{"action":"hit","value":50}\\n{"action":"hit","value":60}\\n' \
              | bullseye --seed 1 --rounds 2 --db '\(store)')
            """)
        #expect(r.status == 0)
        #expect(r.stderr.hasPrefix("bullseye: scores are not saved: "), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "one message: \(r.stderr)")
        #expect(r.stdout.contains(#""event":"over""#), "the game was played to the end")
    }

    @Test func aStoreFromAFutureVersionIsRefusedClearlyAndNotMigratedDown() throws {
        let store = folder + "/future.sqlite"
        let first = try Tool.run("bullseye", ["--seed", "1", "--rounds", "1", "--db", store], stdin: #"{"action":"hit","value":50}"# + "\n")
        #expect(first.status == 0 && first.stderr.isEmpty)
        _ = try sqlite(store, "db.execute(\"insert into grdb_migrations (identifier) values (\\\"9-from-the-future\\\")\"); db.commit()")
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let game = try Tool.run("bullseye", ["--seed", "1", "--rounds", "1", "--db", store], stdin: #"{"action":"hit","value":50}"# + "\n")
        #expect(game.status == 0, "the game is still played")
        #expect(game.stderr == "bullseye: scores are not saved: \"\(store)\" was written by a newer version of chromatools; it was left as it is\n")
        let scores = try Tool.run("bullseye", ["scores", "--db", store])
        #expect(scores.status == 74)
        #expect(scores.stderr.contains("was written by a newer version of chromatools"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before, "the file is left as it was")
    }

    @Test(arguments: [
        ("colorconv", "colorconv --to all < colors.txt"),
        ("gradient", "gradient red blue --steps 20000"),
        ("colormix", "colormix steps red blue --count 20000"),
    ])
    func outputIntoAFullDiskEndsWith74AndAMessage(tool: String, command: String) throws {
        let colors = (1...3000).map { "#" + String(format: "%06x", $0) }.joined(separator: "\n") + "\n"
        try colors.write(toFile: folder + "/colors.txt", atomically: true, encoding: .utf8)
        let r = try Tool.shell("cd '\(folder)' && (ulimit -f 8; \(command) > out-\(tool).ndjson); echo \"status $?\"")
        #expect(r.stdout == "status 74\n", "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.hasPrefix("\(tool): cannot write output: File too large"), "\(r.stderr)")
        // What reached the file is whole records, except at most the last line, which the status reports as failed.
        let written = try String(contentsOfFile: folder + "/out-\(tool).ndjson", encoding: .utf8)
        let lines = written.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 3)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line)")
        }
    }
}
