/// The exit statuses of every tool (chromatools(7), EXIT STATUS), from BSD sysexits.h.
public enum ExitStatus: Int32, Sendable {
    /// All fine.
    case success = 0
    /// Some records were bad; the stream went on.
    case someRecordsFailed = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// All input was bad, or `--strict` stopped at a bad record (EX_DATAERR).
    case dataError = 65
    /// An input file could not be opened (EX_NOINPUT).
    case noInput = 66
    /// An output file could not be created (EX_CANTCREAT).
    case cannotCreate = 73
    /// Reading or writing failed (EX_IOERR).
    case ioError = 74
}
