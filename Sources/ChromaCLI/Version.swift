import ChromaKit

/// Facts about the suite shared by every tool.
public enum ChromaTools {
    /// The suite's version, printed by `--version`: ChromaKit's (`chromaKitVersion`), one value for both.
    public static let version = chromaKitVersion
}
