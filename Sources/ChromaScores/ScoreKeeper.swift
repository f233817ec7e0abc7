// What a game holds to save its scores without ever being stopped by them.
//
// Scores are a comfort, not a duty (chromatools(7), FILES): if the store cannot be opened
// or is damaged, the game still plays, and the player is told once, in one
// line on stderr, why nothing is saved — `bullseye: scores are not saved:
// "/home/ana/.local/share/chromatools/scores.sqlite" is not a usable score
// database (…); it was left as it is: …`. After that the keeper stays quiet.
//
// The keeper opens the store lazily, on the first game recorded or
// leaderboard asked for; a game calls `prepare()` at launch to learn (and
// tell) at once rather than after the first game. A store that failed to open
// is not tried again in the same process: a damaged file does not mend
// itself, and the file is never touched. A store that opened but failed one
// write (another program held the lock past the timeout, a full disk) is
// tried again for the next game; the player is still told only once. A write
// that finds the file corrupt is the end of it too: the store is not tried
// again in the same process.

#if canImport(Glibc)
import ChromaRuntime
import Glibc
#endif

/// What became of a game recorded only if it is the player's first in its mode.
public enum FirstRecordOutcome: Sendable, Equatable {
    /// The game is on the leaderboard.
    case saved
    /// The player already had a game in that mode; this one was not recorded.
    case alreadyPlayed
    /// The store could not be written (already told).
    case notSaved
}

/// Opens the score store when first needed and turns every failure into one line for the player.
public final class ScoreKeeper {
    /// The tool's name, the first word of the message.
    public let tool: String
    /// The store's file, or nil when no location could be worked out.
    public let path: String?
    private let createsFolder: Bool
    private let report: (String) -> Void
    private var state: State = .unopened
    private var hasReported = false

    private enum State {
        case unopened
        case open(ScoreStore)
        case unavailable
    }

    /// Makes a keeper for the store at `path` (nil: there is none, and the first use says so).
    ///
    /// `report` receives the whole line, `TOOL: scores are not saved: …`,
    /// without a newline; by default it goes to stderr.
    public init(tool: String, path: String?, createsFolder: Bool = false, report: @escaping (String) -> Void = ScoreKeeper.writeToStandardError) {
        self.tool = tool
        self.path = path
        self.createsFolder = createsFolder
        self.report = report
    }

    /// Makes a keeper for a tool: the `--db` path when given, else the default location (its folders made if missing).
    public convenience init(
        tool: String, databasePath: String?, environment: [String: String] = ScoreStore.processEnvironment(),
        report: @escaping (String) -> Void = ScoreKeeper.writeToStandardError
    ) {
        if let databasePath {
            self.init(tool: tool, path: databasePath, createsFolder: false, report: report)
        } else {
            self.init(tool: tool, path: ScoreStore.defaultPath(environment: environment), createsFolder: true, report: report)
        }
    }

    /// Whether the store is known to be unusable (it failed to open); recording then does nothing.
    public var isUnavailable: Bool {
        if case .unavailable = state { return true }
        return false
    }

    /// The open store, opening it now if needed; nil (said once) when it cannot be opened.
    public var store: ScoreStore? {
        switch state {
        case .open(let store):
            return store
        case .unavailable:
            return nil
        case .unopened:
            guard let path else {
                state = .unavailable
                tell("neither XDG_DATA_HOME nor HOME is set; name a file with --db")
                return nil
            }
            do {
                let store = try ScoreStore.open(path: path, access: .readWrite, createFolder: createsFolder)
                state = .open(store)
                return store
            } catch {
                state = .unavailable
                tell(error.description)
                return nil
            }
        }
    }

    /// Opens the store now, so a problem is told at launch; returns whether scores will be saved.
    @discardableResult
    public func prepare() -> Bool {
        store != nil
    }

    /// Records a finished game; returns whether it was saved (a failure is told once, then kept quiet).
    @discardableResult
    public func record(_ game: GameRecord) -> Bool {
        guard let store else { return false }
        do {
            try store.record(game)
            return true
        } catch {
            failed(error)
            return false
        }
    }

    /// Records a finished game unless the player already has one in its mode (see `ScoreStore.recordFirst`).
    ///
    /// Returns `.saved`, `.alreadyPlayed`, or `.notSaved` (a failure, told once).
    public func recordFirst(_ game: GameRecord) -> FirstRecordOutcome {
        guard let store else { return .notSaved }
        do {
            return try store.recordFirst(game) == nil ? .alreadyPlayed : .saved
        } catch {
            failed(error)
            return .notSaved
        }
    }

    /// The leaderboards of `game` (see `ScoreStore.leaderboards`); nil when the store cannot be read (told once).
    public func leaderboards(game: String, player: String?, mode: String?, limit: Int = 10, includeUnranked: Bool = false) -> [Leaderboard]? {
        guard let store else { return nil }
        do {
            return try store.leaderboards(game: game, player: player, mode: mode, limit: limit, includeUnranked: includeUnranked)
        } catch {
            tell(error.description)
            return nil
        }
    }

    /// Tells why a write failed; a corrupt file is not tried again.
    private func failed(_ error: ScoreStoreError) {
        if case .corrupt = error { state = .unavailable }
        tell(error.description)
    }

    /// Reports `problem` as `TOOL: scores are not saved: PROBLEM`, the first time only.
    private func tell(_ problem: String) {
        guard !hasReported else { return }
        hasReported = true
        report("\(tool): scores are not saved: \(problem)")
    }

    /// Writes `line` and a newline to stderr (the default reporter).
    public static func writeToStandardError(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(2, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}
