/// Facts about the suite shared by every tool.
public enum ChromaTools {
    /// The suite's version, printed by `--version`.
    public static let version = "0.1.0"
}
