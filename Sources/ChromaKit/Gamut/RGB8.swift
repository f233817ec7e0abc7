extension Color {
    /// The color gamut-mapped into sRGB (CSS algorithm by default), then rounded to 8 bits per channel and alpha.
    ///
    /// Channels are rounded to the nearest of 0…255, halves away from zero.
    /// Alpha is clamped into 0…1 and rounded the same way; a missing alpha
    /// counts as 1 (255). A color already in sRGB and in gamut (within
    /// `Gamut.defaultEpsilon`) skips gamut mapping altogether.
    public func rgb8(gamut method: GamutMethod = .css) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let rgb = gamutMappedSRGB(method)
        return (Self.byte(rgb.x), Self.byte(rgb.y), Self.byte(rgb.z), Self.byte(Self.unitAlpha(effectiveAlpha)))
    }

    /// `"#rrggbb"`, or `"#rrggbbaa"` when the alpha byte is below `ff`, in lowercase, of `rgb8(gamut:)`.
    ///
    /// An alpha that rounds to `ff` is opaque here, as in every field of a record; a missing alpha counts as 1.
    public func hexString(gamut method: GamutMethod = .css) -> String {
        let (red, green, blue, alpha) = rgb8(gamut: method)
        let withAlpha = alpha != 255
        let length = withAlpha ? 9 : 7
        return String(unsafeUninitializedCapacity: length) { buffer in
            let digits: StaticString = "0123456789abcdef"
            func put(_ byte: UInt8, at index: Int) {
                digits.withUTF8Buffer { hex in
                    buffer[index] = hex[Int(byte >> 4)]
                    buffer[index + 1] = hex[Int(byte & 0x0f)]
                }
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if withAlpha { put(alpha, at: 7) }
            return length
        }
    }

    /// `rgb8(gamut:)` from the color's sRGB coordinates already computed, bit for bit the same.
    ///
    /// `srgb` is the color converted to sRGB with missing components read as 0, exactly what
    /// the gamut mapping starts from (`CSSColor.appendSerialization` takes the same), so a
    /// caller that writes both the text and the hex of a color converts it once.
    package func rgb8(gamut method: GamutMethod, srgb: SIMD4<Double>) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let mapped: SIMD4<Double>
        if Gamut.isInUnitCube(srgb, epsilon: Gamut.defaultEpsilon) {
            // Both methods keep an in-gamut color and clamp it (`gamutMappedSRGB`, `Gamut.mapIntoUnitCube`).
            mapped = Gamut.clamped(srgb)
        } else if method == .clip {
            mapped = Gamut.clamped(srgb)
        } else if method == .raytrace {
            mapped = Gamut.mapRayTrace(self, to: .srgb).coords
        } else {
            mapped = Gamut.mapIntoUnitCube(
                self, zeroed: ColorSpace.zeroingMissing(coords), origin: srgb, routes: GamutRoutes.srgb)
        }
        return (Self.byte(mapped.x), Self.byte(mapped.y), Self.byte(mapped.z), Self.byte(Self.unitAlpha(effectiveAlpha)))
    }

    /// The sRGB coordinates after gamut mapping, each in 0…1; the fast path for in-gamut sRGB colors.
    private func gamutMappedSRGB(_ method: GamutMethod) -> SIMD4<Double> {
        if space === ColorSpace.srgb {
            let zeroed = ColorSpace.zeroingMissing(coords)
            if Gamut.isInUnitCube(zeroed, epsilon: Gamut.defaultEpsilon) { return Gamut.clamped(zeroed) }
        }
        switch method {
        case .css:
            return Gamut.mapIntoUnitCube(self, routes: GamutRoutes.srgb)
        case .clip:
            return Gamut.clamped(GamutRoutes.srgb.rgb(of: self))
        case .raytrace:
            return Gamut.mapRayTrace(self, to: .srgb).coords
        }
    }

    /// A 0…1 value as the nearest byte, halves up: `UInt8((unit * 255).rounded())` without the libm call.
    ///
    /// For v = unit × 255 from ½ up, v + ½ rounds to a double whose integer part is v rounded half
    /// up: below the next power of two the sum is exact (both are multiples of v's unit in the
    /// last place), and at or past it v is at least that power less ½, so both give the power.
    /// Below ½ the answer is 0, which v + ½ would miss for the double just below ½.
    @inline(__always)
    static func byte(_ unit: Double) -> UInt8 {
        let scaled = unit * 255
        return scaled < 0.5 ? 0 : UInt8(truncatingIfNeeded: Int(scaled + 0.5))
    }

    /// Alpha clamped into 0…1, NaN read as 1.
    private static func unitAlpha(_ alpha: Double) -> Double {
        alpha.isNaN ? 1 : Swift.min(Swift.max(alpha, 0), 1)
    }
}
