/// How hues travel around the color wheel between two colors, and the names of interpolation spaces.
///
/// CSS Color 4 §12.4 defines four hue interpolation methods as fix-ups of a
/// pair of angles in [0, 360): after the fix-up the hues are interpolated
/// linearly like any other component and the result is brought back into
/// [0, 360). `InterpolationSpace` resolves the space names the tools accept,
/// including the two names of the original game's SwiftUI mixing spaces.

/// A hue interpolation method (CSS Color 4 §12.4); `shorter` is the default.
public enum HueInterpolation: String, Sendable, CaseIterable {
    /// The shorter arc between the hues (§12.4.1); exactly 180° apart, the hues are left as they are.
    case shorter
    /// The longer arc between the hues (§12.4.2); equal hues go all the way around.
    case longer
    /// Hue always increasing from the first color to the second (§12.4.3).
    case increasing
    /// Hue always decreasing from the first color to the second (§12.4.4).
    case decreasing

    /// The two hues adjusted so that plain linear interpolation between them follows this method.
    ///
    /// Both hues are first brought into [0, 360); then, with θ₁, θ₂ the hues
    /// of the first and second color (CSS Color 4 §12.4):
    /// - shorter: if θ₂ − θ₁ > 180, θ₁ += 360; else if θ₂ − θ₁ < −180, θ₂ += 360;
    /// - longer: if 0 < θ₂ − θ₁ < 180, θ₁ += 360; else if −180 < θ₂ − θ₁ ≤ 0, θ₂ += 360;
    /// - increasing: if θ₂ < θ₁, θ₂ += 360;
    /// - decreasing: if θ₁ < θ₂, θ₁ += 360.
    public func fixup(_ first: Double, _ second: Double) -> (Double, Double) {
        var h1 = ColorMath.normalizeHue(first), h2 = ColorMath.normalizeHue(second)
        let difference = h2 - h1
        switch self {
        case .shorter:
            if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
        case .longer:
            if difference > 0 && difference < 180 {
                h1 += 360
            } else if difference > -180 && difference <= 0 {
                h2 += 360
            }
        case .increasing:
            if h2 < h1 { h2 += 360 }
        case .decreasing:
            if h1 < h2 { h1 += 360 }
        }
        return (h1, h2)
    }
}

/// Why colors could not be interpolated, mixed or made into a gradient: a message for people.
public struct InterpolationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, for people (`a gradient needs at least two colors`).
    public let message: String

    /// Makes an error from its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The error for a hue method asked of a space without a hue channel.
    static func noHue(in space: ColorSpace) -> InterpolationError {
        InterpolationError(
            "hue interpolation needs a polar space such as oklch, lch, hsl or hwb; \(space.id) has no hue")
    }
}

/// The names of interpolation spaces: every registry name, plus the two spaces of the original game.
///
/// The original app mixed with SwiftUI's `Color.mix(with:by:in:)`, whose
/// spaces are `.perceptual` and `.device`. Here `perceptual` means OKLab and
/// `device` means plain (gamma-encoded) sRGB (colormix(1), THE MIXING GAME).
public enum InterpolationSpace {
    /// The names that are not registry names, and the spaces they stand for.
    public static let aliases: [(name: String, space: ColorSpace)] = [
        ("perceptual", .oklab), ("device", .srgb),
    ]

    /// The space called `name` (case-insensitive): a registry id, JSON key or alias, `perceptual` or `device`.
    ///
    /// Throws for an unknown name, listing the space ids.
    public static func named(_ name: String) throws(InterpolationError) -> ColorSpace {
        if let space = ColorSpaces.named(name) { return space }
        let key = name.lowercased()
        if let alias = aliases.first(where: { $0.name == key }) { return alias.space }
        let ids = ColorSpaces.all.map(\.id).joined(separator: ", ")
        throw InterpolationError(
            "unknown color space \"\(name)\"; expected one of \(ids), perceptual (= oklab) or device (= srgb)")
    }

    /// Every name `named(_:)` accepts, registry names first, for completion and help.
    public static var allNames: [String] {
        ColorSpaces.allNames + aliases.map(\.name)
    }
}
