import ChromaKit

/// The stream options as plain values, for code that builds them itself (the games' batch mode).
public struct StreamSettings: Sendable, Equatable {
    public var field: String
    /// `--precision` as given, nil when it was not.
    public var givenPrecision: Int?
    public var strict: Bool
    public var unbuffered: Bool
    public var input: String?

    public init(field: String = "color", precision: Int? = nil, strict: Bool = false, unbuffered: Bool = false, input: String? = nil) {
        self.field = field
        self.givenPrecision = precision
        self.strict = strict
        self.unbuffered = unbuffered
        self.input = input
    }

    /// At most this many decimals in numbers: `--precision`, else 6 (chromatools(7), NUMBERS); setting it gives it.
    public var precision: Int {
        get { givenPrecision ?? 6 }
        set { givenPrecision = newValue }
    }

    /// The decimals of `--format css`: `--precision` when given, else CSS as people write it.
    public var cssPrecision: CSSPrecision {
        givenPrecision.map(CSSPrecision.uniform) ?? .forPeople
    }
}
