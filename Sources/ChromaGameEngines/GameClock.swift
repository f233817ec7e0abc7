#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a game engine reads the time: seconds on a monotonic scale with an arbitrary origin.
///
/// Only differences between readings mean anything (a reveal delay, a round's
/// time limit). The executables pass a clock that reads the system's
/// monotonic time; tests and replays pass a `ManualClock`.
public protocol GameClock {
    /// The current time in seconds.
    var now: Double { get }
}

/// A clock that stands still until it is moved: for tests and for replaying recorded games.
public struct ManualClock: GameClock, Sendable, Equatable {
    /// The current time in seconds, set or advanced by hand.
    public var now: Double

    /// A clock that reads `now` until moved.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves the clock forward (or back, with a negative amount) by `seconds`.
    public mutating func advance(by seconds: Double) {
        now += seconds
    }
}

/// The clock the tools play with: seconds from the system's monotonic clock (`CLOCK_MONOTONIC`).
///
/// The one reading of the outside world in this module; engines never call it
/// themselves, they are handed a clock.
public struct SystemClock: GameClock, Sendable {
    public init() {}

    /// Seconds since an arbitrary start, never going backwards.
    public var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
