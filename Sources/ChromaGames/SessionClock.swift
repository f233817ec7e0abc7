import ChromaGameEngines

/// The clock of a game session: seconds from the session's start, in real time or only as they are given.
///
/// A clock in `real` mode reads the time that has passed on its source (the
/// system's monotonic clock) since it started or was last set; one in
/// `manual` mode stands still until it is moved. Either can be skipped
/// forward or set to a time. The sessions use it three ways: the games
/// play in real time until a batch action carries `"t"`, which stops the
/// clock at that time (`stop(at:)`), so an arcade game played from a
/// recorded file ends where it ended when it was recorded; ghostdraw's REPL
/// counts real time plus its waits, or the waits alone (`--clock`); its
/// canvas counts real time since it opened.
public final class SessionClock: GameClock {
    /// How a session clock counts.
    public enum Mode: String, CaseIterable, Sendable {
        /// Real seconds since the start, plus the time skipped or set.
        case real
        /// Only the time skipped or set: commands piped in play the same every time.
        case manual
    }

    /// Whether real time counts, or only the time skipped or set.
    public private(set) var mode: Mode
    /// Where real time is read from.
    private let source: any GameClock
    /// The source's reading when the time was last set.
    private var mark: Double
    /// The time at `mark`, plus everything skipped since.
    private var offset: Double = 0

    /// A clock at 0 s that counts as `mode` says, reading real time from `source`.
    public init(mode: Mode = .real, source: any GameClock = SystemClock()) {
        self.mode = mode
        self.source = source
        self.mark = source.now
    }

    /// Seconds since the start; in real mode never less than the time last set, even if the source goes back.
    public var now: Double {
        offset + (mode == .real ? max(source.now - mark, 0) : 0)
    }

    /// Moves the time `seconds` forward at once, without sleeping.
    public func skip(_ seconds: Double) {
        offset += seconds
    }

    /// Sets the time to `time`; in real mode real time runs on from there.
    public func set(to time: Double) {
        mark = source.now
        offset = time
    }

    /// Stops the clock at `time`: from now on it reads `time` until it is moved again.
    public func stop(at time: Double) {
        mode = .manual
        offset = time
    }
}
