/// Simulating color vision deficiency: how a color looks to someone with protanomaly, deuteranomaly,
/// tritanomaly, the dichromacies at full severity, or achromatopsia.
///
/// Everything acts on linear-light sRGB, as the papers specify: the color is
/// converted to `srgb-linear` (missing components read as 0), transformed,
/// and the result is given as an sRGB color, which may lie outside the sRGB
/// cube (its `hex` is then gamut mapped as any other). Alpha is kept.
///
/// Which model is used (`CVDModel.automatic`): below full severity, the
/// anomalous trichromacies follow Machado, Oliveira & Fernandes (2009), their
/// published matrices interpolated between the tenths of severity
/// (`Machado2009`); at severity 1, protanopia and deuteranopia follow Viénot,
/// Brettel & Mollon (1999) and tritanopia Brettel, Viénot & Mollon (1997)
/// (`Dichromacy`), which are the models made for full dichromacy. A model can
/// also be chosen: Machado at any severity (its row 1.0 at full severity), or
/// Viénot or Brettel, whose dichromat color is then mixed with the original in
/// linear RGB by the severity. Achromatopsia gives the gray of the same
/// relative luminance (the Y of CIE XYZ, CSS Color 4 `xyz-d65`), mixed the
/// same way.
public enum ColorVisionDeficiency: String, Sendable, CaseIterable {
    /// Protanomaly; protanopia at severity 1 (the L cones).
    case protan
    /// Deuteranomaly; deuteranopia at severity 1 (the M cones).
    case deutan
    /// Tritanomaly; tritanopia at severity 1 (the S cones).
    case tritan
    /// Achromatopsia: luminance only.
    case achroma
}

/// Which published model simulates a deficiency (`--model`).
public enum CVDModel: String, Sendable, CaseIterable {
    /// Machado 2009 below severity 1; Viénot 1999 (protan, deutan) or Brettel 1997 (tritan) at 1.
    case automatic = "auto"
    /// Machado, Oliveira & Fernandes 2009 at every severity.
    case machado
    /// Viénot, Brettel & Mollon 1999, mixed with the original by the severity.
    case vienot
    /// Brettel, Viénot & Mollon 1997, mixed with the original by the severity.
    case brettel
}

/// One simulation, its matrices worked out once: a linear map of linear sRGB, or two (Brettel's half-planes).
public struct CVDSimulation: Sendable {
    /// The deficiency simulated.
    public let deficiency: ColorVisionDeficiency
    /// Its severity, 0 (normal vision) to 1.
    public let severity: Double
    /// The model chosen for it (never `.automatic`).
    public let model: CVDModel
    /// The map of linear sRGB, or the first of Brettel's two.
    let matrix: Matrix3
    /// Brettel's second map, used on the negative side of `separation`.
    let otherMatrix: Matrix3
    /// The normal, in linear sRGB, of the plane that separates Brettel's two half-planes; zero when there is one map.
    let separation: SIMD4<Double>

    /// The simulation of `deficiency` at `severity` (clamped into 0…1) by `model`.
    public init(_ deficiency: ColorVisionDeficiency, severity: Double, model: CVDModel = .automatic) {
        let severity = min(max(severity, 0), 1)
        self.deficiency = deficiency
        self.severity = severity
        var chosen = model
        if deficiency == .achroma {
            chosen = .automatic
        } else if model == .automatic {
            chosen = severity < 1 ? .machado : (deficiency == .tritan ? .brettel : .vienot)
        }
        self.model = chosen
        func mixed(_ full: Matrix3) -> Matrix3 { Matrix3.interpolating(.identity, full, severity) }
        switch (deficiency, chosen) {
        case (.achroma, _):
            let y = ColorSpace.srgbLinear.toBaseMatrix!.row1
            matrix = mixed(Matrix3((y.x, y.y, y.z), (y.x, y.y, y.z), (y.x, y.y, y.z)))
            otherMatrix = matrix
            separation = .zero
        case (_, .vienot):
            matrix = mixed(Dichromacy.vienot(deficiency))
            otherMatrix = matrix
            separation = .zero
        case (_, .brettel):
            let brettel = Dichromacy.brettel(deficiency)
            matrix = mixed(brettel.positive)
            otherMatrix = mixed(brettel.negative)
            separation = brettel.separation
        default:
            matrix = Machado2009.matrix(deficiency, severity: severity)
            otherMatrix = matrix
            separation = .zero
        }
    }

    /// The simulated linear sRGB of linear sRGB coordinates (no missing component).
    @inline(__always)
    public func linear(_ rgb: SIMD4<Double>) -> SIMD4<Double> {
        let side = (separation * SIMD4(rgb.x, rgb.y, rgb.z, 0)).sum()
        return (side < 0 ? otherMatrix : matrix) * SIMD4(rgb.x, rgb.y, rgb.z, 0)
    }

    /// The color as the deficiency shows it, in sRGB, alpha kept.
    public func simulate(_ color: Color) -> Color {
        let linear = DeltaE.coordinates(color, in: .srgbLinear)
        let simulated = self.linear(linear)
        return Color(.srgb, ColorSpace.srgbLinear.convert(simulated, to: .srgb), alpha: color.alpha)
    }
}
