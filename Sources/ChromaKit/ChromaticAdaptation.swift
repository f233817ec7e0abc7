/// A linear chromatic adaptation transform: how XYZ relative to one white becomes XYZ relative to another.
///
/// Every method here is von Kries's rule in a cone space of its own: XYZ is
/// taken into "cone" responses by `coneResponse`, each response is scaled by
/// the ratio of the target white's to the source white's, and the result is
/// taken back to XYZ (Lam 1985; CIE 159:2004 §3.1 with complete adaptation,
/// D = 1; color.js `adapt()`, coloraide `calc_adaptation_matrices`). The
/// methods differ only in the cone matrix, which is their data.
///
/// CSS Color 4 defines one method, Bradford, and its conversions between D65
/// and D50 with the matrices of its sample code (`WhitePoint.d65ToD50`): that
/// is `bradford`, the default of every conversion (`ConversionPath`). Another
/// method is passed down as a value to the conversions that should use it;
/// nothing is stored globally.
public struct ChromaticAdaptation: Sendable, Equatable, CustomStringConvertible {
    /// The method's name on the command line (`"cat16"`), coloraide's name for it.
    public let name: String
    /// XYZ → the method's cone responses.
    public let coneResponse: Matrix3
    /// The cone responses → XYZ: the inverse of `coneResponse`.
    public let inverseConeResponse: Matrix3

    /// A method given by its cone matrix.
    public init(name: String, coneResponse: Matrix3) {
        self.name = name
        self.coneResponse = coneResponse
        self.inverseConeResponse = Matrix3Inverse.of(coneResponse)
    }

    public var description: String { name }

    public static func == (a: ChromaticAdaptation, b: ChromaticAdaptation) -> Bool {
        a.name == b.name && a.coneResponse == b.coneResponse
    }

    /// Bradford (Lam 1985), the sharpened cone matrix of the linear Bradford transform as CIE 159:2004 and
    /// color.js's and coloraide's CATs give it; the only method CSS Color 4 names (§10.5).
    public static let bradford = ChromaticAdaptation(name: "bradford", coneResponse: Matrix3(
        (0.8951, 0.2664, -0.1614),
        (-0.7502, 1.7135, 0.0367),
        (0.0389, -0.0685, 1.0296)
    ))

    /// CAT02, the adaptation of CIECAM02 (CIE 159:2004, eq. 7, M_CAT02), here with complete adaptation (D = 1).
    public static let cat02 = ChromaticAdaptation(name: "cat02", coneResponse: Matrix3(
        (0.7328, 0.4296, -0.1624),
        (-0.7036, 1.6975, 0.0061),
        (0.0030, 0.0136, 0.9834)
    ))

    /// CAT16, the adaptation of CAM16 (Li et al., "Comprehensive color solutions: CAM16, CAT16, and CAM16-UCS",
    /// Color Research & Application 42(6), 2017, eq. 3, M16), one step with complete adaptation, as color.js and
    /// coloraide use it.
    public static let cat16 = ChromaticAdaptation(name: "cat16", coneResponse: Matrix3(
        (0.401288, 0.650173, -0.051461),
        (-0.250268, 1.204414, 0.045854),
        (-0.002079, 0.048952, 0.953127)
    ))

    /// von Kries: scaling in the Hunt–Pointer–Estévez cone space normalised to D65 (Fairchild, Color Appearance
    /// Models, M_HPE), at the five decimals color.js (`CATs.js`, "von Kries") and coloraide (`cat.py`,
    /// `VonKries`) both use, Lindbloom's "Von Kries" cone response domain.
    public static let vonKries = ChromaticAdaptation(name: "von-kries", coneResponse: Matrix3(
        (0.40024, 0.7076, -0.08081),
        (-0.2263, 1.16532, 0.0457),
        (0, 0, 0.91822)
    ))

    /// XYZ scaling: each of X, Y and Z scaled by the ratio of the whites' (the identity as cone matrix;
    /// Lindbloom, "Chromatic Adaptation"; coloraide's `XYZScaling`).
    public static let xyzScaling = ChromaticAdaptation(name: "xyz-scaling", coneResponse: Matrix3(
        (1, 0, 0),
        (0, 1, 0),
        (0, 0, 1)
    ))

    /// Every method, the default (CSS's Bradford) first.
    public static let all: [ChromaticAdaptation] = [.bradford, .cat02, .cat16, .vonKries, .xyzScaling]

    /// The method named `name` (`"cat16"`, `"von-kries"`; case and `_` for `-` do not matter), or nil.
    public static func named(_ name: String) -> ChromaticAdaptation? {
        let key = String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        return all.first { $0.name == key }
    }

    /// Whether this is CSS's method, Bradford: conversions then use the matrices of CSS Color 4's sample code.
    public var isCSS: Bool { self == .bradford }

    /// The linear adaptation from the white `source` to `target` (XYZ with Y = 1):
    /// M⁻¹ · diag(M·target / M·source) · M for the cone matrix M.
    public func matrix(from source: SIMD4<Double>, to target: SIMD4<Double>) -> Matrix3 {
        let m = coneResponse
        let s = m * source, d = m * target
        let r = d / SIMD4(s.x, s.y, s.z, 1)
        let scaled = Matrix3(
            (m.row0.x * r.x, m.row0.y * r.x, m.row0.z * r.x),
            (m.row1.x * r.y, m.row1.y * r.y, m.row1.z * r.y),
            (m.row2.x * r.z, m.row2.y * r.z, m.row2.z * r.z)
        )
        return inverseConeResponse * scaled
    }
}

/// How a space whose white is not its base's is reached from it: a linear map to XYZ relative to its own white
/// (none for XYZ itself), then an adaptation from that white to the base's.
///
/// `ConversionPath` uses it to build the space's matrices for a chromatic adaptation other than CSS's
/// Bradford; with Bradford the space's own `toBaseMatrix` and `fromBaseMatrix` stand (CSS Color 4's matrices
/// for D50, bit for bit).
public struct WhiteChange: Sendable {
    /// The space's white, XYZ with Y = 1.
    public let white: SIMD4<Double>
    /// The base's white.
    public let baseWhite: SIMD4<Double>
    /// The space → XYZ relative to `white`; nil when the space is XYZ.
    public let toXYZ: Matrix3?

    public init(white: SIMD4<Double>, baseWhite: SIMD4<Double>, toXYZ: Matrix3? = nil) {
        self.white = white
        self.baseWhite = baseWhite
        self.toXYZ = toXYZ
    }

    /// The space → its base with `adaptation`: the adaptation from `white` to `baseWhite` after `toXYZ`.
    public func toBaseMatrix(_ adaptation: ChromaticAdaptation) -> Matrix3 {
        let adapt = adaptation.matrix(from: white, to: baseWhite)
        return toXYZ.map { adapt * $0 } ?? adapt
    }

    /// The base → the space with `adaptation`: the adaptation from `baseWhite` to `white`, then the inverse of `toXYZ`.
    public func fromBaseMatrix(_ adaptation: ChromaticAdaptation) -> Matrix3 {
        let adapt = adaptation.matrix(from: baseWhite, to: white)
        return toXYZ.map { Matrix3Inverse.of($0) * adapt } ?? adapt
    }
}
