import ArgumentParser

/// An option value that is one of a fixed list of names, its raw values: what help, usage and completion
/// list for it, worked out from the names themselves.
///
/// swift-argument-parser's defaults for a `CaseIterable` `RawRepresentable`
/// value describe every case by string interpolation (`"\(self)"`), which
/// asks the runtime whether the type conforms to the printing protocols.
/// Each first such question scans all of the binary's protocol conformance
/// records, so a command with a few such options took millions of
/// instructions to start before it read a word. These give the same lists
/// straight from `rawValue`: a case's description is its raw value, as the
/// defaults give it, so `allValueDescriptions` is empty as theirs is.
public protocol NamedArgumentValue: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {}

extension NamedArgumentValue {
    public var defaultValueDescription: String { rawValue }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    public static var allValueDescriptions: [String: String] { [:] }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
