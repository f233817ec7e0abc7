import Glibc
import Testing
@testable import ChromaKit

/// ΔE ITP and ΔEz against coloraide's tests/test_distance.py (test_delta_e_itp and test_delta_e_jz: pairs of
/// CSS named colors, four decimals, compared to half a unit in the last place written).
@Suite("ΔE ITP and ΔEz") struct DeltaEHDRTests {
    /// coloraide tests/test_distance.py, test_delta_e_itp: red against each color (the scalar 720).
    static let itp: [(String, Double)] = [
        ("red", 0), ("orange", 137.1968), ("yellow", 207.1857), ("green", 238.3213), ("blue", 349.7702),
        ("indigo", 260.9548), ("violet", 188.9953), ("white", 232.6841), ("black", 370.0395), ("gray", 205.0192),
    ]
    /// coloraide tests/test_distance.py, test_delta_e_jz: red against each color.
    static let jz: [(String, Double)] = [
        ("red", 0), ("orange", 0.0941), ("yellow", 0.1663), ("green", 0.1996), ("blue", 0.3396),
        ("indigo", 0.2401), ("violet", 0.1786), ("white", 0.1848), ("black", 0.2109), ("gray", 0.1635),
    ]

    @Test func itpMatchesColoraide() throws {
        let red = try CSSColor.parse("red")
        for (name, expected) in Self.itp {
            let other = try CSSColor.parse(name)
            // Both ways round: the formula is symmetric. coloraide's ICtCp is up to 0.0002 from color.js's, which
            // this follows (see ICtCpTests): 720 times that, its distances differ by up to 0.08.
            #expect(abs(DeltaE.itp(red, other) - expected) <= 0.08, "red–\(name): \(DeltaE.itp(red, other))")
            #expect(abs(DeltaE.itp(other, red) - expected) <= 0.08, "\(name)–red")
        }
    }

    @Test func jzMatchesColoraide() throws {
        let red = try CSSColor.parse("red")
        for (name, expected) in Self.jz {
            let other = try CSSColor.parse(name)
            #expect(abs(DeltaE.jz(red, other) - expected) <= 0.5e-4 + 1e-9, "red–\(name): \(DeltaE.jz(red, other))")
            #expect(abs(DeltaE.jz(other, red) - expected) <= 0.5e-4 + 1e-9, "\(name)–red")
        }
    }

    /// The methods are registered by name and alias, measure in their spaces and read colors already there.
    @Test func methodsAreRegistered() throws {
        let itp = try #require(DeltaE.method(named: "ITP")), jz = try #require(DeltaE.method(named: "dez"))
        #expect(itp.space === ColorSpace.ictcp && jz.space === ColorSpace.jzazbz)
        let a = try CSSColor.parse("tomato"), b = try CSSColor.parse("color(display-p3 0.2 0.6 0.3)")
        #expect(itp.distance(a.converted(to: .ictcp), b.converted(to: .ictcp)) == itp.distance(a, b))
        #expect(jz.distance(a.converted(to: .jzazbz), b.converted(to: .jzazbz)) == jz.distance(a, b))
        // Safdar's polar form, √(ΔJz² + ΔCz² + ΔHz²) with ΔHz = 2 √(Cz1 Cz2) sin(Δhz / 2), gives the same.
        let p = a.converted(to: .jzczhz).coords, q = b.converted(to: .jzczhz).coords
        let dh = 2 * (p.y * q.y).squareRoot() * sin((p.z - q.z) * .pi / 360)
        let polar = ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y) + dh * dh).squareRoot()
        #expect(abs(DeltaE.jz(a, b) - polar) < 1e-12)
    }
}
