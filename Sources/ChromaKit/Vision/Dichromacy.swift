/// Full dichromacy by projection in LMS cone space: Viénot, Brettel & Mollon (1999) and Brettel, Viénot & Mollon (1997).
///
/// H. Brettel, F. Viénot, J. D. Mollon, "Computerized simulation of color
/// appearance for dichromats", JOSA A 14(10), 1997: the colors a dichromat
/// sees lie on two half-planes in LMS through the neutral axis and the
/// stimuli dichromats see as normal trichromats do (475 and 575 nm for
/// protanopes and deuteranopes, 485 and 660 nm for tritanopes); a color is
/// moved along the missing cone's axis onto the half-plane on its side of the
/// plane through the neutral axis and that cone's axis.
///
/// F. Viénot, H. Brettel, J. D. Mollon, "Digital video colourmaps for checking
/// the legibility of displays by dichromats", Color Research & Application
/// 24(4), 1999: for protanopes and deuteranopes, one plane instead of two,
/// through black, the display's white, blue and yellow, which lie near the
/// two half-planes; one matrix in all.
///
/// The LMS space is that of the 1999 paper, the cone fundamentals of Smith &
/// Pokorny (1975) from CIE XYZ; linear sRGB reaches XYZ by CSS Color 4's
/// matrix, and the neutral axis is the LMS of sRGB white (the approximation
/// of the 1999 paper). The spectral anchors are the CIE 1931 2° color
/// matching functions at those wavelengths (CIE 15:2004, table T.4). The
/// approach follows DaltonLens's reference implementation
/// (daltonlens.org, "Understanding CVD simulation").
enum Dichromacy {
    /// LMS from CIE XYZ: Smith & Pokorny (1975) as given by Viénot, Brettel & Mollon (1999).
    static let lmsFromXYZ = Matrix3(
        (0.15514, 0.54312, -0.03286),
        (-0.15514, 0.45684, 0.03286),
        (0, 0, 0.01608))

    /// LMS from linear sRGB, and back.
    static let lmsFromLinearRGB = lmsFromXYZ * ColorSpace.srgbLinear.toBaseMatrix!
    static let linearRGBFromLMS = lmsFromLinearRGB.inverse

    /// CIE 1931 2° color matching functions (X, Y, Z) at the anchor wavelengths (CIE 15:2004, table T.4).
    static let xyz475 = SIMD4<Double>(0.1421, 0.1126, 1.0419, 0)
    static let xyz575 = SIMD4<Double>(0.8425, 0.9154, 0.0018, 0)
    static let xyz485 = SIMD4<Double>(0.05795, 0.1693, 0.6162, 0)
    static let xyz660 = SIMD4<Double>(0.1649, 0.0610, 0.0000, 0)

    /// The index of the missing cone in LMS.
    static func cone(_ deficiency: ColorVisionDeficiency) -> Int {
        switch deficiency {
        case .protan: 0
        case .deutan: 1
        default: 2
        }
    }

    /// The LMS map that moves a color along the missing cone's axis onto the plane through black with normal `n`.
    static func projection(onto n: SIMD4<Double>, _ deficiency: ColorVisionDeficiency) -> Matrix3 {
        switch cone(deficiency) {
        case 0: return Matrix3((0, -n.y / n.x, -n.z / n.x), (0, 1, 0), (0, 0, 1))
        case 1: return Matrix3((1, 0, 0), (-n.x / n.y, 0, -n.z / n.y), (0, 0, 1))
        default: return Matrix3((1, 0, 0), (0, 1, 0), (-n.x / n.z, -n.y / n.z, 0))
        }
    }

    /// The cross product of the first three lanes.
    static func cross(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x, 0)
    }

    /// A map of LMS written as one of linear sRGB.
    static func inRGB(_ lms: Matrix3) -> Matrix3 {
        linearRGBFromLMS * lms * lmsFromLinearRGB
    }

    /// Viénot 1999: the one linear-sRGB matrix of protanopia or deuteranopia (tritanopia, which the paper leaves
    /// out, by the plane through black, white, red and cyan).
    static func vienot(_ deficiency: ColorVisionDeficiency) -> Matrix3 {
        let normal: SIMD4<Double>
        if deficiency == .tritan {
            let red = lmsFromLinearRGB * SIMD4(1, 0, 0, 0), cyan = lmsFromLinearRGB * SIMD4(0, 1, 1, 0)
            normal = cross(cyan, red)
        } else {
            let blue = lmsFromLinearRGB * SIMD4(0, 0, 1, 0), yellow = lmsFromLinearRGB * SIMD4(1, 1, 0, 0)
            normal = cross(yellow, blue)
        }
        return inRGB(projection(onto: normal, deficiency))
    }

    /// Brettel 1997: the linear-sRGB matrices of the two half-planes and the normal (in linear sRGB) of the plane
    /// between them; a color on the negative side of it takes `negative`.
    static func brettel(_ deficiency: ColorVisionDeficiency) -> (positive: Matrix3, negative: Matrix3, separation: SIMD4<Double>) {
        let neutral = lmsFromLinearRGB * SIMD4(1, 1, 1, 0)
        var wing1 = lmsFromXYZ * (deficiency == .tritan ? xyz485 : xyz475)
        var wing2 = lmsFromXYZ * (deficiency == .tritan ? xyz660 : xyz575)
        var axis = SIMD4<Double>.zero
        axis[cone(deficiency)] = 1
        let separation = cross(neutral, axis)
        if (separation * wing1).sum() < 0 { swap(&wing1, &wing2) }
        let positive = inRGB(projection(onto: cross(neutral, wing1), deficiency))
        let negative = inRGB(projection(onto: cross(neutral, wing2), deficiency))
        // A linear-sRGB color c is on the positive side when n·(M c) ≥ 0, that is (Mᵀ n)·c ≥ 0.
        let m = lmsFromLinearRGB
        let rgbNormal = SIMD4(
            m.row0.x * separation.x + m.row1.x * separation.y + m.row2.x * separation.z,
            m.row0.y * separation.x + m.row1.y * separation.y + m.row2.y * separation.z,
            m.row0.z * separation.x + m.row1.z * separation.y + m.row2.z * separation.z, 0)
        return (positive, negative, rgbNormal)
    }
}
