// A constant rather than a type: symbol graph extraction, and so the documentation, leaves out every
// symbol whose name starts with the module's name and `Version` (a framework's generated version
// constants are named so), which `ChromaKitVersion` would.

/// ChromaKit's version, `MAJOR.MINOR.PATCH` (Semantic Versioning 2.0.0): one value, which the tools' `--version` prints too.
public let chromaKitVersion = "0.1.0"
