import ArgumentParser
import ChromaStream

/// The `-j`/`--jobs` option of the commands that convert each input record on its own (chromatools(7), JOBS).
///
/// Each command declares it as a plain option rather than an option group:
///
/// ```swift
/// @Option(name: [.customShort("j", allowingJoined: true), .long], parsing: .unconditional, help: JobsOption.help)
/// var jobs: Int?
/// ```
///
/// An option group is one more type for the argument parser to look up the conformances of at every start.
public enum JobsOption {
    /// The option's help.
    public static let help = ArgumentHelp(
        "Convert input records on this many threads (default: every core for a file or a full pipe, else 1).", valueName: "n")

    /// Refuses a number of threads out of 1 to `StreamJobs.maximum`; nil is the default.
    public static func validate(_ jobs: Int?) throws {
        if let jobs, !(1...StreamJobs.maximum).contains(jobs) {
            throw NumberOption.outOfRange("--jobs", "\(jobs)", expected: "a whole number of threads from 1 to \(StreamJobs.maximum)")
        }
    }
}
