import ChromaKit

/// The `color` and `hex` fields of a computed color — one that is not exact 8-bit sRGB, such as the result of
/// `adjust` or `simulate` or an `oklch()` input — written without allocating.
///
/// It writes exactly what `CSSColor.serialize` and `Color.hexString(gamut:)`
/// write, byte for byte (a test compares them on many colors): the `color`
/// field is the hex form when the color converted to sRGB lies on the 8-bit
/// grid (`CSSColor.serialize`'s rule), else the function of the color's own
/// space with `ShortNumber` numbers; `hex` is the color gamut mapped by the
/// CSS Color 4 algorithm (or clipped) and rounded. The conversions run as
/// `FastRoute`s built once per source space, and the gamut mapping is
/// `Gamut.mapCSS`'s algorithm on those routes, step for step. Colors it does
/// not handle — a missing component, a space without a CSS function, values
/// the function would clamp — are left to the general code (`write` returns false).
final class ComputedColorText {
    /// What is known of a source space: its CSS form as bytes and its routes.
    /// A plain value (pointers, no references), so the hot path copies it without reference counting.
    private struct SpaceForm {
        /// Whether the space is sRGB or OKLab, which the gamut mapping reaches without a route.
        let isSRGB: Bool
        let isOKLab: Bool
        /// `oklch(` or `color(srgb ` and so on, in memory this object owns.
        let prefix: UnsafeMutableBufferPointer<UInt8>
        /// Bit i set when channel i is written as a percentage (`hsl()` saturation and lightness).
        let percentages: UInt8
        /// To sRGB, and to OKLab (for gamut mapping).
        let toSRGB: FastRoute
        let toOKLab: FastRoute
    }

    @exclusivity(unchecked) private var forms: [SpaceForm?] = []
    @exclusivity(unchecked) private var sources: [ColorSpace] = []
    @exclusivity(unchecked) private var lastSource: ObjectIdentifier?
    @exclusivity(unchecked) private var lastForm: SpaceForm?
    /// OKLab to linear-light sRGB: the route to sRGB but its last step, the transfer function, which the gamut
    /// mapping runs itself only where it must (`ColorSpace.srgbEncodeClamped`).
    private let oklabToLinearSRGB = FastRoute(ConversionPath(from: .oklab, to: .srgbLinear))
    /// Linear-light sRGB to OKLab: the route from sRGB but its first step, the transfer function.
    private let linearSRGBToOKLab = FastRoute(ConversionPath(from: .srgbLinear, to: .oklab))
    private let srgbToOKLab = FastRoute(ConversionPath(from: .srgb, to: .oklab))
    private static let colorKey = [UInt8](utf8: "color")
    private static let hexKey = [UInt8](utf8: "hex")

    deinit {
        for form in forms {
            form?.toSRGB.deallocate()
            form?.toOKLab.deallocate()
            form?.prefix.deallocate()
        }
        oklabToLinearSRGB.deallocate()
        linearSRGBToOKLab.deallocate()
        srgbToOKLab.deallocate()
    }

    /// Adds `color` and, if asked, `hex`; false (and nothing written) when the general code must do it.
    func write(_ color: Color, into writer: inout RecordWriter, withHex: Bool, gamut: GamutMethod) -> Bool {
        let coords = color.coords
        guard !any(coords .!= coords), let form = form(for: color.space), CSSColor.unclampedSpace(for: color) == nil else {
            return false
        }
        let srgb = form.isSRGB ? coords : form.toSRGB.run(coords)
        let alpha = color.alpha
        let precision = writer.precision
        if !alpha.isNaN, let r = Self.gridStep(srgb.x), let g = Self.gridStep(srgb.y), let b = Self.gridStep(srgb.z),
            let a = Self.gridStep(alpha)
        {
            var text = HexText((r, g, b, a))
            withUnsafeBytes(of: &text.bytes) { raw in
                writer.add("color", raw: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: text.count))
            }
        } else {
            writer.add(Self.colorKey) { out in
                out.appendByte(UInt8(ascii: "\""))
                out.appendBytes(UnsafeBufferPointer(form.prefix))
                for index in 0..<3 {
                    if index > 0 { out.appendByte(0x20) }
                    if form.percentages & (1 << index) != 0 {
                        ShortNumber.append(coords[index] * 100, precision: precision, to: &out)
                        out.appendByte(UInt8(ascii: "%"))
                    } else {
                        let bound = CSSColor.maximumMagnitude
                        ShortNumber.append(min(max(coords[index], -bound), bound), precision: precision, to: &out)
                    }
                }
                if alpha.isNaN {
                    out.appendLiteral(" / none")
                } else if alpha != 1 {
                    out.appendLiteral(" / ")
                    ShortNumber.append(alpha, precision: precision, to: &out)
                }
                out.appendLiteral(")\"")
            }
        }
        if withHex {
            let mapped: SIMD4<Double>
            if Self.isInUnitCube(srgb, epsilon: Gamut.defaultEpsilon) || gamut == .clip {
                mapped = Self.clamped(srgb)
            } else {
                mapped = mapIntoSRGB(srgb: srgb, coords: coords, form: form)
            }
            let effectiveAlpha = color.effectiveAlpha
            let unitAlpha = min(max(effectiveAlpha, 0), 1)
            var text = HexText((Self.byte(mapped.x), Self.byte(mapped.y), Self.byte(mapped.z), effectiveAlpha < 1 ? Self.byte(unitAlpha) : 255))
            if effectiveAlpha < 1 && text.count == 9 {
                // `hexString` writes the alpha byte whenever alpha is below 1, even when it rounds to ff.
                text = HexText.withAlpha((Self.byte(mapped.x), Self.byte(mapped.y), Self.byte(mapped.z), 255))
            }
            withUnsafeBytes(of: &text.bytes) { raw in
                writer.add("hex", raw: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: text.count))
            }
        }
        return true
    }

    /// `Gamut.mapIntoUnitCube` for a color outside the sRGB cube, on this object's routes: the same steps and
    /// arithmetic, so the same result bit for bit.
    ///
    /// Each candidate of the search is brought to linear-light sRGB, and the
    /// transfer function is run only for the channels whose encoded value is
    /// needed: whether the candidate is in the cube, and a channel that the
    /// clipping sets to 0 or 1, are decided in linear light, exactly as on the
    /// encoded values (`ColorSpace.srgbEncodeIsInUnitRange`,
    /// `srgbEncodeClamped`).
    ///
    /// The ΔEOK of a clipped candidate is only ever compared, with the JND
    /// and with the JND less `searchEpsilon`, so it is first measured without
    /// decoding the channels the clipping kept: each stands for the linear
    /// value it was encoded from, which the exact round trip (encode, then
    /// decode) reproduces to a few units in the last place, moving ΔEOK by far
    /// less than 10⁻¹² (the matrices to LMS are positive on the cube, the cube
    /// root keeps relative errors, OKLab values stay below 1). A channel that
    /// decodes from the 8-bit table, which differs more, is decoded. Only when
    /// that ΔEOK lies within `comparisonGuard` of either threshold is the
    /// exact one computed, so every comparison comes out as it would. These
    /// save most of the `pow` calls of the search.
    private func mapIntoSRGB(srgb origin: SIMD4<Double>, coords: SIMD4<Double>, form: SpaceForm) -> SIMD4<Double> {
        let originOKLab: SIMD4<Double>
        if form.isOKLab {
            originOKLab = coords
        } else if form.isSRGB {
            originOKLab = srgbToOKLab.run(coords)
        } else {
            originOKLab = form.toOKLab.run(coords)
        }
        let lightness = originOKLab.x
        if lightness >= 1 { return SIMD4(1, 1, 1, 0) }
        if !(lightness > 0) { return SIMD4(0, 0, 0, 0) }
        let originChroma = (originOKLab.y * originOKLab.y + originOKLab.z * originOKLab.z).squareRoot()
        let direction = originChroma > 0 && originChroma.isFinite
            ? SIMD2(originOKLab.y, originOKLab.z) / originChroma : SIMD2<Double>(0, 0)
        @inline(__always) func current(chroma: Double) -> SIMD4<Double> {
            SIMD4(lightness, direction.x * chroma, direction.y * chroma, 0)
        }
        @inline(__always) func distance(from current: SIMD4<Double>, to clipped: SIMD4<Double>) -> Double {
            DeltaE.ok(oklab1: current, oklab2: srgbToOKLab.run(clipped))
        }
        let jnd = Gamut.justNoticeableDifference, epsilon = Gamut.searchEpsilon
        var clipped = Self.clamped(origin)
        var deltaE = distance(from: originOKLab, to: clipped)
        if deltaE < jnd { return clipped }
        var low = 0.0
        var high = originChroma.isFinite ? originChroma : 1
        var lowIsInGamut = true
        var rounds = 0
        while high - low > epsilon && rounds < 64 {
            rounds += 1
            let chroma = (low + high) / 2
            let candidate = current(chroma: chroma)
            let linear = oklabToLinearSRGB.run(candidate)
            if lowIsInGamut && ColorSpace.srgbEncodeIsInUnitRange(linear.x) && ColorSpace.srgbEncodeIsInUnitRange(linear.y)
                && ColorSpace.srgbEncodeIsInUnitRange(linear.z)
            {
                low = chroma
                continue
            }
            let x = Self.clip(linear.x), y = Self.clip(linear.y), z = Self.clip(linear.z)
            clipped = SIMD4(x.encoded, y.encoded, z.encoded, 0)
            deltaE = DeltaE.ok(oklab1: candidate, oklab2: linearSRGBToOKLab.run(SIMD4(x.linear, y.linear, z.linear, 0)))
            if (x.isStandIn || y.isStandIn || z.isStandIn)
                && (abs(deltaE - jnd) <= Self.comparisonGuard || abs((jnd - deltaE) - epsilon) <= Self.comparisonGuard)
            {
                deltaE = distance(from: candidate, to: clipped)
            }
            if deltaE < jnd {
                if jnd - deltaE < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// How near a threshold a ΔEOK measured with stand-in channels must lie for the exact one to be computed.
    static var comparisonGuard: Double { 1e-9 }

    /// A linear-light channel clipped into the cube: its encoded value (`srgbEncodeClamped`), and the linear value
    /// the mapping measures it by — what decoding the encoded value gives when that is 0, 1 or on the 8-bit table,
    /// else the channel itself, a stand-in for the round trip.
    @inline(__always)
    private static func clip(_ x: Double) -> (encoded: Double, linear: Double, isStandIn: Bool) {
        let encoded = ColorSpace.srgbEncodeClamped(x)
        if encoded == 0 || encoded == 1 { return (encoded, FastRoute.srgbDecode(encoded, FastRoute.srgbDecodeTable), false) }
        if let index = ColorSpace.srgbGridIndex(encoded) { return (encoded, FastRoute.srgbDecodeTable[index], false) }
        return (encoded, x, true)
    }

    /// The form and routes of `space`, or nil when it has no CSS function of its own or `color()` name.
    private func form(for space: ColorSpace) -> SpaceForm? {
        let id = ObjectIdentifier(space)
        if id == lastSource { return lastForm }
        let index: Int
        if let hit = sources.firstIndex(where: { $0 === space }) {
            index = hit
        } else {
            var prefix: [UInt8]
            switch space.cssForm {
            case .function(let name): prefix = Array(name.utf8) + [UInt8(ascii: "(")]
            case .colorFunction(let name): prefix = Array("color(\(name) ".utf8)
            case .none: prefix = []
            }
            var percentages: UInt8 = 0
            if space.css.colorName == nil, let function = space.css.function {
                for (i, component) in function.components.enumerated() where component.isWrittenAsPercentage {
                    percentages |= 1 << i
                }
            }
            var form: SpaceForm?
            if !prefix.isEmpty && space.channels.count == 3 {
                let stored = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: prefix.count)
                _ = stored.initialize(from: prefix)
                form = SpaceForm(
                    isSRGB: space === ColorSpace.srgb, isOKLab: space === ColorSpace.oklab, prefix: stored, percentages: percentages,
                    toSRGB: FastRoute(ConversionPath(from: space, to: .srgb)),
                    toOKLab: FastRoute(ConversionPath(from: space, to: .oklab)))
            }
            sources.append(space)
            forms.append(form)
            index = sources.count - 1
        }
        lastSource = id
        lastForm = forms[index]
        return lastForm
    }

    /// `CSSColor.gridStep`: the k of k/255 when `value` is within 1e-9 of it and k is 0…255, else nil.
    @inline(__always)
    private static func gridStep(_ value: Double) -> UInt8? {
        guard value.isFinite else { return nil }
        let step = (value * 255).rounded()
        guard step >= 0, step <= 255, abs(value - step / 255) <= 1e-9 else { return nil }
        return UInt8(step)
    }

    @inline(__always)
    private static func isInUnitCube(_ v: SIMD4<Double>, epsilon: Double) -> Bool {
        let low = -epsilon, high = 1 + epsilon
        return v.x >= low && v.x <= high && v.y >= low && v.y <= high && v.z >= low && v.z <= high
    }

    @inline(__always)
    private static func clamped(_ v: SIMD4<Double>) -> SIMD4<Double> {
        @inline(__always) func unit(_ x: Double) -> Double { x.isNaN ? 0 : Swift.min(Swift.max(x, 0), 1) }
        return SIMD4(unit(v.x), unit(v.y), unit(v.z), 0)
    }

    @inline(__always)
    private static func byte(_ unit: Double) -> UInt8 {
        UInt8((unit * 255).rounded())
    }
}

extension HexText {
    /// `"#rrggbbaa"` even when the alpha byte is ff.
    static func withAlpha(_ c: (UInt8, UInt8, UInt8, UInt8)) -> HexText {
        var text = HexText((c.0, c.1, c.2, 0))
        withUnsafeMutableBytes(of: &text.bytes) { raw in
            let digits: StaticString = "0123456789abcdef"
            raw[8] = digits.utf8Start[Int(c.3 >> 4)]
            raw[9] = digits.utf8Start[Int(c.3 & 0xF)]
        }
        return text
    }
}
