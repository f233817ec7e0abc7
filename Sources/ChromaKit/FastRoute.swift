/// A `ConversionPath` copied into memory its owner allocated, run without reference counting: the fast path of code that converts color after color.
///
/// Running a `ConversionPath` copies its arrays (a retain and a release each)
/// and reads the sRGB decoding table and the OKLab matrices through lazy
/// globals. A `FastRoute` holds the same steps in plain buffers, with pointers
/// to immortal copies of the table and matrices, so a record pays for the
/// arithmetic only. It computes exactly what `ConversionPath.apply` computes
/// on coordinates with no missing component, bit for bit; the owner frees it
/// with `deallocate()`.
package struct FastRoute {
    /// A `ConversionPath.Step` with what it reads held by pointer.
    @usableFromInline
    enum Step {
        case matrix(Matrix3)
        case srgbDecode(table: UnsafePointer<Double>)
        case oklabFromXYZ(matrices: UnsafePointer<Matrix3>)
        case labFromXYZ(white: SIMD4<Double>)
        case named(ConversionPath.NamedConversion)
        case polar(achromatic: Double)
        case function(index: Int)
    }

    @usableFromInline let steps: UnsafeMutableBufferPointer<Step>
    @usableFromInline let functions: UnsafeMutableBufferPointer<ConversionPath.Function>

    /// Copies `path` into new buffers.
    package init(_ path: ConversionPath) {
        steps = .allocate(capacity: path.steps.count)
        _ = steps.initialize(from: path.steps.map { step in
            switch step {
            case .matrix(let m): .matrix(m)
            case .srgbDecode: .srgbDecode(table: FastRoute.srgbDecodeTable)
            case .oklabFromXYZ: .oklabFromXYZ(matrices: FastRoute.oklabFromXYZMatrices)
            case .labFromXYZ: .labFromXYZ(white: WhitePoint.d50)
            case .named(let function): .named(function)
            case .polar(let achromatic): .polar(achromatic: achromatic)
            case .function(let index): .function(index: index)
            }
        })
        functions = .allocate(capacity: path.functions.count)
        _ = functions.initialize(from: path.functions)
    }

    /// Frees the buffers.
    package func deallocate() {
        steps.deinitialize()
        steps.deallocate()
        functions.deinitialize()
        functions.deallocate()
    }

    /// Applies the steps in order to coordinates with no missing component.
    @inlinable @inline(__always)
    package func run(_ coords: SIMD4<Double>) -> SIMD4<Double> {
        var v = coords
        for i in steps.indices { v = runStep(i, v) }
        return v
    }

    /// How many steps the route has.
    @inlinable
    package var stepCount: Int { steps.count }

    /// Applies step `i` alone: `run` is every step in turn, so a caller that keeps the coordinates between
    /// steps can run the steps that two routes share once (`ConversionPath.sharedStepCount(with:)`).
    @inlinable @inline(__always)
    package func runStep(_ i: Int, _ v: SIMD4<Double>) -> SIMD4<Double> {
        switch steps[i] {
        case .matrix(let m): return m * v
        case .srgbDecode(let table):
            return SIMD4(Self.srgbDecode(v.x, table), Self.srgbDecode(v.y, table), Self.srgbDecode(v.z, table), 0)
        case .oklabFromXYZ(let m): return ColorSpace.oklab(fromXYZ: v, toLMS: m[0], toLab: m[1])
        case .labFromXYZ(let white): return ColorSpace.lab(fromXYZD50: v, white: white)
        case .named(let function): return function.apply(v)
        case .polar(let achromatic): return ColorSpace.polar(fromRectangular: v, achromatic: achromatic)
        case .function(let index): return functions[index](v)
        }
    }

    /// `ColorSpace.srgbDecode(_:)` reading the table through a pointer: the table for the same
    /// inputs (`ColorSpace.srgbGridIndex`, written out here so that it compiles to two compares),
    /// the transfer function for the rest.
    @inlinable @inline(__always)
    static func srgbDecode(_ x: Double, _ table: UnsafePointer<Double>) -> Double {
        let k = x * 255
        if k > -0.5 && k < 255.5 {
            let index = Int(k + 0.5)
            if abs(k - Double(index)) < 1e-7 { return table[index] }
        }
        return ColorSpace.srgbDecodeExact(x)
    }

    /// `ColorSpace.srgbDecodeTable` in memory that is allocated once and never freed. Read-only after
    /// initialisation, hence safe to share across threads.
    nonisolated(unsafe) static let srgbDecodeTable: UnsafePointer<Double> = {
        let table = UnsafeMutablePointer<Double>.allocate(capacity: 256)
        table.initialize(from: ColorSpace.srgbDecodeTable, count: 256)
        return UnsafePointer(table)
    }()

    /// `OKLabMatrices.xyzToLMS` then `lmsToLab`, allocated once and never freed, read-only.
    nonisolated(unsafe) static let oklabFromXYZMatrices: UnsafePointer<Matrix3> = {
        let matrices = UnsafeMutablePointer<Matrix3>.allocate(capacity: 2)
        matrices.initialize(to: OKLabMatrices.xyzToLMS)
        (matrices + 1).initialize(to: OKLabMatrices.lmsToLab)
        return UnsafePointer(matrices)
    }()
}
