import ArgumentParser
import ChromaRuntime
import ChromaStream

/// The `-j`/`--jobs` option of the commands that convert each input record on its own (chromatools(7), JOBS).
public struct JobsOption: ParsableArguments {
    @Option(name: [.customShort("j", allowingJoined: true), .customLong("jobs")], parsing: .unconditional,
            help: ArgumentHelp("Convert input records on this many threads (default: every core for a file or a full pipe, else 1).",
                               valueName: "n"))
    public var threads: Int?

    public init() {}

    /// Refuses a number of threads out of 1 to `StreamJobs.maximum`; nil is the default.
    public func validate() throws {
        if let threads, !(1...StreamJobs.maximum).contains(threads) {
            throw NumberOption.outOfRange("--jobs", "\(threads)", expected: "a whole number of threads from 1 to \(StreamJobs.maximum)")
        }
    }
}
