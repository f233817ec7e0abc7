// A stand-in game for testing the score store across processes.
//
//     score-fixture record PATH COUNT PLAYER [GO-FILE]
//         Waits until GO-FILE exists (when given, at most 30 s), opens the
//         store at PATH and records COUNT games of "fixture" for PLAYER, one
//         transaction each, scores 0…COUNT-1. Exits 1 with the error on
//         stderr at the first failure.
//
//     score-fixture keep PATH COUNT
//         Records COUNT games through a ScoreKeeper, as a real game does,
//         then prints "saved N of COUNT" on stdout; the keeper's one line of
//         complaint, if any, goes to stderr. Exits 0 either way.
//
//     score-fixture board PATH COUNT
//         Opens the store read-only, as the leaderboards do, and prints the
//         number of games of "fixture" among the best COUNT ("N games").
//         Exits 1 with the error on stderr when the store cannot be read.

#if canImport(Glibc)
import Glibc
#endif
import ChromaRuntime
import ChromaScores

func fail(_ message: String) -> Never {
    ScoreKeeper.writeToStandardError("score-fixture: " + message)
    exit(1)
}

func game(_ index: Int, player: String) -> GameRecord {
    let finished = ScoreTime.now()
    return GameRecord(
        game: "fixture", player: player, mode: "classic", seed: UInt64(index), score: index, rounds: 2,
        startedAt: finished - 60, finishedAt: finished,
        roundDetails: [
            RoundRecord(number: 1, points: index / 2, details: #"{"target":\#(index)}"#, at: finished - 30),
            RoundRecord(number: 2, points: index - index / 2, details: #"{"target":\#(index + 1)}"#, at: finished),
        ])
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let count = Int(arguments[2]) else {
    fail("usage: score-fixture record PATH COUNT PLAYER [GO-FILE] | keep PATH COUNT | board PATH COUNT")
}
let path = arguments[1]

switch arguments[0] {
case "record" where arguments.count >= 4:
    if arguments.count >= 5 {
        var waited = 0
        while access(arguments[4], F_OK) != 0 {
            usleep(1000)
            waited += 1
            if waited > 30_000 { fail("the go file never appeared") }
        }
    }
    do {
        let store = try ScoreStore.open(path: path)
        for index in 0..<count {
            try store.record(game(index, player: arguments[3]))
        }
    } catch {
        fail(error.description)
    }
case "keep":
    let keeper = ScoreKeeper(tool: "score-fixture", path: path)
    keeper.prepare()
    var saved = 0
    for index in 0..<count where keeper.record(game(index, player: "keeper")) {
        saved += 1
    }
    print("saved \(saved) of \(count)")
case "board":
    do {
        let store = try ScoreStore.open(path: path, access: .readOnly)
        print("\(try store.leaderboard(game: "fixture", mode: nil, limit: count).count) games")
    } catch {
        fail(error.description)
    }
default:
    fail("unknown command \(arguments[0])")
}
