/// The stream options as plain values, for code that builds them itself (the games' batch mode).
public struct StreamSettings: Sendable, Equatable {
    public var field: String
    public var precision: Int
    public var strict: Bool
    public var unbuffered: Bool
    public var input: String?

    public init(field: String = "color", precision: Int = 6, strict: Bool = false, unbuffered: Bool = false, input: String? = nil) {
        self.field = field
        self.precision = precision
        self.strict = strict
        self.unbuffered = unbuffered
        self.input = input
    }
}
