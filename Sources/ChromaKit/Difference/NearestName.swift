/// The nearest CSS named color to any color, by CIEDE2000.
public enum NearestName {
    /// The named colors in Lab (D50), computed once.
    static let labTable: [(name: String, lab: SIMD4<Double>)] = NamedColors.all.map { entry in
        let srgb = SIMD4(Double(entry.red) / 255, Double(entry.green) / 255, Double(entry.blue) / 255, 0)
        return (entry.name, ColorSpace.srgb.convert(srgb, to: .lab))
    }

    /// The CSS name closest to `color` and its ΔE2000; ties go to the first name alphabetically.
    ///
    /// The comparison uses the color as it is, without gamut mapping and ignoring alpha.
    public static func find(_ color: Color) -> (name: String, deltaE: Double) {
        let lab = DeltaE.labCoordinates(color)
        var best = labTable[0]
        var bestDistance = Double.infinity
        for entry in labTable {
            let d = DeltaE.ciede2000(lab1: lab, lab2: entry.lab)
            if d < bestDistance {
                bestDistance = d
                best = entry
            }
        }
        return (best.name, bestDistance)
    }
}
