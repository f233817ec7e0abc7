import Foundation
import Testing
@testable import ChromaKit

/// Correlated color temperature and Duv (Ohno 2014) against published figures, and the locus against its inverse.
@Suite("Correlated color temperature") struct CorrelatedColorTemperatureTests {
    /// CIE standard illuminants and the CIE F series: the chromaticities of CIE 15:2018 (tables 1 and 10, x and y
    /// to 4 or 5 decimals), with the CCT and Duv that colour-science 0.4.7 gives for them
    /// (`uv_to_CCT_Ohno2013` with the CIE 1931 observer over 360–830 nm in 1 nm steps and a table spacing of
    /// 1.0001), compared within 0.05 K and 2 × 10⁻⁶; and the nominal CCT CIE 15 states for each, within `nominalTolerance`
    /// (CIE illuminant A is 2856 K by definition; the D and F series' round figures are older computations).
    @Test(arguments: [
        ("A", 0.44757, 0.40745, 2855.68, 0.000004, 2856.0, 1.0),
        ("D50", 0.34567, 0.35850, 5001.83, 0.003205, 5003.0, 3.0),
        ("D55", 0.33242, 0.34743, 5502.82, 0.003254, 5503.0, 3.0),
        ("D65", 0.31270, 0.32900, 6504.34, 0.003207, 6504.0, 1.0),
        ("D75", 0.29902, 0.31485, 7506.29, 0.003129, 7504.0, 3.0),
        ("F1", 0.3131, 0.3373, 6425.01, 0.007205, 6430.0, 10.0),
        ("F2", 0.3721, 0.3751, 4223.43, 0.001768, 4230.0, 10.0),
        ("F3", 0.4091, 0.3943, 3447.37, 0.000745, 3450.0, 10.0),
        ("F4", 0.4402, 0.4031, 2937.73, -0.000817, 2940.0, 10.0),
        ("F5", 0.3138, 0.3452, 6343.01, 0.010748, 6350.0, 10.0),
        ("F6", 0.3779, 0.3882, 4147.95, 0.006034, 4150.0, 10.0),
        ("F7", 0.3129, 0.3292, 6492.01, 0.003209, 6500.0, 10.0),
        ("F8", 0.3458, 0.3586, 4997.39, 0.003203, 5000.0, 10.0),
        ("F9", 0.3741, 0.3727, 4149.10, 0.000001, 4150.0, 10.0),
        ("F10", 0.3458, 0.3588, 4998.04, 0.003301, 5000.0, 10.0),
        ("F11", 0.3805, 0.3769, 3999.55, 0.000054, 4000.0, 10.0),
        ("F12", 0.4370, 0.4042, 2999.92, 0.000041, 3000.0, 10.0),
    ] as [(String, Double, Double, Double, Double, Double, Double)])
    func illuminantsHaveTheirPublishedTemperatures(
        name: String, x: Double, y: Double, kelvin: Double, duv: Double, nominal: Double, nominalTolerance: Double
    ) throws {
        let (u, v) = CorrelatedColorTemperature.uv(x: x, y: y)
        let cct = try CorrelatedColorTemperature(u: u, v: v)
        #expect(abs(cct.kelvin - kelvin) <= 0.05, "\(name): \(cct.kelvin) K")
        #expect(abs(cct.duv - duv) <= 2e-6, "\(name): Duv \(cct.duv)")
        #expect(abs(cct.kelvin - nominal) <= nominalTolerance, "\(name): \(cct.kelvin) K")
    }

    /// The locus itself: colour-science 0.4.7's `CCT_to_uv_Ohno2013` (the same observer and c₂), within 1 × 10⁻⁸ on
    /// the locus and 5 × 10⁻⁸ off it (colour-science takes the normal from a forward difference of 0.01 K, this from
    /// the derivative of Planck's law).
    @Test(arguments: [
        (1000.0, 0.0, 0.44801089, 0.35462498), (1000, 0.03, 0.45060205, 0.38451287),
        (1500, 0, 0.35791109, 0.36033), (1500, 0.03, 0.35864473, 0.39032103),
        (2856, 0, 0.25595304, 0.34952099), (2856, 0.03, 0.24637196, 0.3779499),
        (6504, 0, 0.20042851, 0.31033346), (6504, 0.03, 0.17613925, 0.32794118),
        (20000, 0, 0.18388469, 0.27708943), (20000, 0.03, 0.15536839, 0.28640718),
        (100000, 0, 0.18065532, 0.26589484), (100000, 0.03, 0.15158412, 0.27330199),
    ] as [(Double, Double, Double, Double)])
    func theLocusIsPlancksLawSummedOverTheObserver(kelvin: Double, duv: Double, u: Double, v: Double) {
        let point = PlanckianLocus.chromaticity(kelvin: kelvin, duv: duv)
        let tolerance = duv == 0 ? 1e-8 : 5e-8
        #expect(abs(point.u - u) <= tolerance && abs(point.v - v) <= tolerance, "\(kelvin) K, Duv \(duv): \(point)")
    }

    /// The interpolated locus the search walks stays within 2 × 10⁻⁸ of the summed one between its nodes.
    @Test func theInterpolatedLocusFollowsTheSum() {
        var worst = 0.0
        PlanckianLocus.nodes.withUnsafeBufferPointer { nodes in
            var s = log(1000.0)
            while s <= log(100_000.0) {
                let exact = PlanckianLocus.point(kelvin: exp(s))
                let p = PlanckianLocus.interpolated(logKelvin: s, in: nodes)
                worst = max(worst, hypot(p[0] - exact.u, p[1] - exact.v))
                s += 0.0123
            }
        }
        #expect(worst <= 2e-8, "\(worst)")
    }

    /// Temperature → chromaticity → CCT over 1000–100000 K and Duv −0.05…0.05 gives back the temperature within
    /// 10 parts in a million and the Duv within 1 × 10⁻⁷ (measured: 6.6 × 10⁻⁶ and 1.2 × 10⁻⁸).
    @Test func aRoundTripGivesBackTheTemperatureAndDuv() throws {
        var worstKelvin = 0.0, worstDuv = 0.0
        var kelvin = 1000.0
        while kelvin <= 100_000 {
            for step in -5...5 {
                let duv = Double(step) / 100
                let (u, v) = PlanckianLocus.chromaticity(kelvin: kelvin, duv: duv)
                let cct = try CorrelatedColorTemperature(u: u, v: v)
                worstKelvin = max(worstKelvin, abs(cct.kelvin - kelvin) / kelvin)
                worstDuv = max(worstDuv, abs(cct.duv - duv))
            }
            kelvin *= 1.0137
        }
        #expect(worstKelvin <= 1e-5, "relative \(worstKelvin)")
        #expect(worstDuv <= 1e-7, "\(worstDuv)")
    }

    /// Black has no chromaticity; lime is 0.099 from the locus; the nearest points of red and blue lie below 1000 K
    /// and above 100000 K; 0.051 from the locus is too far.
    @Test func colorsWithoutACCTAreRefused() throws {
        #expect(throws: CorrelatedColorTemperature.Failure.noChromaticity) { try CorrelatedColorTemperature(try CSSColor.parse("black")) }
        #expect {
            try CorrelatedColorTemperature(try CSSColor.parse("lime"))
        } throws: { error in
            if case .farFromLocus(let duv)? = error as? CorrelatedColorTemperature.Failure { return abs(duv - 0.0992) < 1e-4 }
            return false
        }
        for (name, colder) in [("red", true), ("blue", false)] {
            #expect {
                try CorrelatedColorTemperature(try CSSColor.parse(name))
            } throws: { error in
                if case .outsideRange(let kelvin)? = error as? CorrelatedColorTemperature.Failure { return (kelvin < 1000) == colder }
                return false
            }
        }
        let (far, farV) = PlanckianLocus.chromaticity(kelvin: 5000, duv: 0.051)
        #expect(throws: (any Error).self) { try CorrelatedColorTemperature(u: far, v: farV) }
        let (u, v) = PlanckianLocus.chromaticity(kelvin: 900)
        #expect {
            try CorrelatedColorTemperature(u: u, v: v)
        } throws: { error in
            if case .outsideRange(let kelvin)? = error as? CorrelatedColorTemperature.Failure { return kelvin < 1000 }
            return false
        }
    }

    /// sRGB white is D65's chromaticity, so it has D65's CCT and Duv.
    @Test func whiteIsD65() throws {
        let cct = try CorrelatedColorTemperature(try CSSColor.parse("white"))
        #expect(abs(cct.kelvin - 6504.34) <= 0.05 && abs(cct.duv - 0.003207) <= 2e-6, "\(cct)")
    }

    /// `Color.blackbody` against ColorAide 8.13.1's `Color.blackbody('srgb', kelvin, duv, method='ohno-2013')` (its
    /// other defaults; figures to 6 decimals), within 2 × 10⁻⁵ per channel: ColorAide sums the observer in 5 nm steps, this in 1 nm.
    @Test(arguments: [
        (1000.0, 0.0, 1.0, 0.181494, 0.0),
        (2000, 0, 1.0, 0.543618, 0.086845),
        (2856, 0, 1.0, 0.699807, 0.390757),
        (6504, 0, 1.0, 0.974513, 0.996845),
        (6504, 0.01, 0.945549, 1.0, 0.952523),
        (6504, -0.02, 1.0, 0.833597, 0.981264),
        (10000, 0, 0.803324, 0.851697, 1.0),
        (100_000, 0, 0.595946, 0.703751, 1.0),
    ] as [(Double, Double, Double, Double, Double)])
    func blackbodyColorsAreColorAides(kelvin: Double, duv: Double, r: Double, g: Double, b: Double) {
        let color = Color.blackbody(kelvin: kelvin, duv: duv)
        #expect(color.space === ColorSpace.srgb)
        #expect(abs(color.coords[0] - r) <= 2e-5 && abs(color.coords[1] - g) <= 2e-5 && abs(color.coords[2] - b) <= 2e-5,
                "\(kelvin) K, Duv \(duv): \(color.coords)")
    }
}
