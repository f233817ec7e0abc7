/// Relative colors read by template, for a reader of color after color: a stream that applies one edit
/// to many colors (`oklch(from #1e7ea4 calc(l + 0.1) c h)`, then the same around another origin) reads
/// the edit once (`CSSColor.parse(utf8:templates:)`).
///
/// A relative color whose origin is a six-digit hex color is its template — the bytes before the origin
/// and after it — and that origin. When a template is met, its components are compiled, each
/// to one of: a number, percentage, angle or `none` as written (read by `CSSColorParser.parseComponent`),
/// a channel keyword, or `calc()` of channel keywords and unitless numbers joined by `+`, `-`, `*` and
/// `/`. From then on a color of that template is its origin converted into the function's space, the
/// compiled components evaluated on the origin's keywords in the order the full reading evaluates them
/// (`CSSColorParser.parseMathSum`: products left to right, then their sum), and the rules
/// `CSSColorParser.parseComponents` applies (`value(of:…)`, `alphaValue`): bit for bit the color the
/// full reading gives (a test compares the two over many templates and origins). A template with
/// anything else — another math function, parentheses or units inside `calc()`, a constant such as
/// `pi` — is noted as such and read in full every time, and so is any color whose components the
/// rules refuse, so that the full reading says what is wrong.
///
/// An instance keeps 64 templates, each in one of the four slots a hash of its bytes picks, and is for one
/// thread, as the `RelativeOriginRoutes` it holds is; a stream keeps one a thread.
public final class RelativeColorTemplates {
    /// How many templates are kept.
    static let slotCount = 64
    /// The longest template kept, in bytes, before and after the origin together.
    static let maximumTemplateLength = 120

    /// How a compiled component gets its value.
    enum PieceKind: UInt8 {
        /// The component as written (`constant`).
        case constant
        /// The keyword of channel `lane`.
        case keyword
        /// `calc()` of the operations `operations[start ..< start + count]`.
        case calc
    }

    /// One component of a template.
    struct Piece {
        var kind = PieceKind.constant
        var lane = 0
        var constant = CSSColorParser.Component.empty
        var start = 0
        var count = 0
    }

    /// One step of a compiled `calc()`: an operand and what is done with it.
    struct Operation {
        /// `startsProduct` with a sign (`+`, `-`, or 0 for the first product), or `*` or `/`.
        var symbol: UInt8 = 0
        var startsProduct = true
        /// The channel keyword that is the operand, or -1 for `constant`.
        var lane = -1
        var constant = 0.0
    }

    /// What a slot holds.
    enum State: UInt8 {
        case empty, compiled, refused
    }

    /// A kept template: its bytes (in `arena`), what they compile to, or that they do not compile.
    struct Template {
        var state = State.empty
        /// The hash of the template kept (`Key.hash`), and of the one met once since, if another.
        var hash: UInt64 = 0
        var candidate: UInt64 = 0
        var prefixCount = 0
        var suffixCount = 0
        var functionIndex = 0
        /// The function's space, its rules and keyword scale, copied out of it so that a color costs no
        /// reference counting of the function.
        var space: Unmanaged<ColorSpace> = .passUnretained(.srgb)
        var rules = (CSSColorParser.ChannelRule.rgb, CSSColorParser.ChannelRule.rgb, CSSColorParser.ChannelRule.rgb)
        var keywordScale = SIMD4<Double>(repeating: 1)
        /// The route from sRGB, the space of every origin kept, into the function's space (`routes` owns it);
        /// nil when that is sRGB.
        var route: FastRoute?
        var pieces = InlineArray<4, Piece>(repeating: Piece())
        var hasAlpha = false
        var operations = InlineArray<16, Operation>(repeating: Operation())
    }

    /// Where a relative color's origin is and the hash of the bytes around it; nil for any other input.
    struct Key {
        /// The offset of the origin's `#`, and the 24 bits of its six hex digits.
        let origin: Int
        let originValue: UInt32
        let hash: UInt64

        /// The key of `bytes` when they could be a template around `#rrggbb`: a name of at most 9 bytes,
        /// `(from` folded to lowercase, spaces, a `#` and six hex digits, and at most
        /// `maximumTemplateLength` other bytes.
        @inline(__always)
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            let count = bytes.count
            guard count >= 16, count <= RelativeColorTemplates.maximumTemplateLength + 7,
                ASCII.isNameStart(bytes[0]) else { return nil }
            var index = 1
            while index < 10 && bytes[index] != ASCII.openParen { index &+= 1 }
            guard index < 10 else { return nil }
            let word = UnsafeRawPointer(bytes.baseAddress! + (index &+ 1)).loadUnaligned(as: UInt32.self)
            guard UInt32(littleEndian: word) | 0x2020_2020 == CSSColorParser.fromLittleEndian else { return nil }
            index &+= 5
            let limit = Swift.min(index &+ 4, count &- 7)
            while index < limit && bytes[index] == 0x20 { index &+= 1 }
            guard index < limit, bytes[index] == ASCII.hash, let value = ASCII.sixHexDigits(bytes, from: index &+ 1)
            else { return nil }
            origin = index
            originValue = value
            // The first word, the first and last words after the origin (its last bytes, when fewer than 8
            // follow it), with both lengths: a few instructions that tell apart the templates of a stream; the
            // bytes are compared in full after.
            let base = UnsafeRawPointer(bytes.baseAddress!)
            let suffixStart = index &+ 7, suffixCount = count &- suffixStart
            var last = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            var first = last
            if suffixCount >= 8 {
                first = base.loadUnaligned(fromByteOffset: suffixStart, as: UInt64.self)
            } else {
                last = UInt64(littleEndian: last) >> UInt64(truncatingIfNeeded: 8 &* (8 &- suffixCount))
                first = last
            }
            var h = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: index)
            h = Self.mix(h, base.loadUnaligned(as: UInt64.self))
            h = Self.mix(h, first)
            hash = Self.mix(h, last)
        }

        /// `hash` with `word` mixed in (a multiply and a shift, as in MurmurHash3's finalizer).
        @inline(__always)
        static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let h = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            return h ^ h >> 29
        }
    }

    /// The routes the origins are converted by; they own the templates' routes.
    public let routes: RelativeOriginRoutes
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Template>
    /// The bytes of each slot's template, `maximumTemplateLength` a slot.
    @exclusivity(unchecked) private var arena: UnsafeMutablePointer<UInt8>

    /// Room for the templates, whose origins are converted by `routes` (the caller's, when it reads other
    /// relative colors by them too); nothing is compiled until a template is met.
    public init(routes: RelativeOriginRoutes = RelativeOriginRoutes()) {
        self.routes = routes
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Template(), count: Self.slotCount)
        arena = .allocate(capacity: Self.slotCount * Self.maximumTemplateLength)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
        arena.deallocate()
    }

    /// How many slots a hash may pick from: the templates of a stream that share their hash's top bits
    /// are kept side by side rather than each putting out the other.
    static let ways = 4

    /// The first of the slots of `key`.
    @inline(__always)
    private func firstSlot(_ key: Key) -> UnsafeMutablePointer<Template> {
        slots + Int(truncatingIfNeeded: key.hash >> 60) &* Self.ways
    }

    /// Whether `slot` keeps the template of `bytes`, origin aside.
    @inline(__always)
    private func holds(_ slot: UnsafeMutablePointer<Template>, _ bytes: UnsafeBufferPointer<UInt8>, _ key: Key) -> Bool {
        let prefixCount = key.origin, suffixStart = key.origin &+ 7, suffixCount = bytes.count &- suffixStart
        guard slot.pointee.hash == key.hash, slot.pointee.prefixCount == prefixCount,
            slot.pointee.suffixCount == suffixCount else { return false }
        let kept = UnsafePointer(arena + (slot - slots) &* Self.maximumTemplateLength)
        let base = bytes.baseAddress!
        return Self.equal(kept, base, prefixCount) && Self.equal(kept + prefixCount, base + suffixStart, suffixCount)
    }

    /// Whether `count` bytes at `a` and at `b` are the same, a word at a time.
    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index &+ 8 <= count {
            let x = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
            if x != y { return false }
            index &+= 8
        }
        while index < count {
            if a[index] != b[index] { return false }
            index &+= 1
        }
        return true
    }

    /// The color of `bytes` by their compiled template, or nil when there is none or the rules refuse a
    /// component (the caller then reads the color in full).
    @inline(__always)
    func color(of bytes: UnsafeBufferPointer<UInt8>, _ key: Key) -> Color? {
        var slot = firstSlot(key)
        let end = slot + Self.ways
        while slot.pointee.hash != key.hash || slot.pointee.state != .compiled {
            slot += 1
            if slot == end { return nil }
        }
        guard holds(slot, bytes, key) else { return nil }
        // The origin's coordinates as `CSSColorParser.sixDigitHexHere` gives them; its alpha is 1.
        let value = key.originValue
        let origin = SIMD4<Double>(
            Double(value >> 16) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255, 0)
        return slot.pointee.space._withUnsafeGuaranteedRef { space in Self.evaluate(slot, origin: origin, bytes: bytes, space: space) }
    }

    /// The color of a compiled template around an sRGB origin with coordinates `origin` and alpha 1, in
    /// `space`, the function's: `CSSColorParser.parseRelativeComponents`'s arithmetic.
    ///
    /// The origin, from hex digits, has no missing component and no hue, so it converts by the fast route
    /// alone, as `RelativeOriginRoutes.converted(_:to:registered:)` converts it.
    @inline(__always)
    private static func evaluate(
        _ slot: UnsafeMutablePointer<Template>, origin: SIMD4<Double>, bytes: UnsafeBufferPointer<UInt8>, space: ColorSpace
    ) -> Color? {
        var converted = origin
        if let route = slot.pointee.route { converted = route.run(origin) }
        let values = SIMD4<Double>(converted[0], converted[1], converted[2], 1) * slot.pointee.keywordScale
        let context = CSSColorParser.Context.function(slot.pointee.functionIndex)
        let scanner = CSSScanner(bytes)
        let rules = slot.pointee.rules
        do throws(ColorParseError) {
            let first = try CSSColorParser.value(
                of: component(slot, 0, values), rules.0, channel: 0, of: space, context, false, relative: true, in: scanner)
            let second = try CSSColorParser.value(
                of: component(slot, 1, values), rules.1, channel: 1, of: space, context, false, relative: true, in: scanner)
            let third = try CSSColorParser.value(
                of: component(slot, 2, values), rules.2, channel: 2, of: space, context, false, relative: true, in: scanner)
            var alpha = 1.0
            if slot.pointee.hasAlpha {
                alpha = try CSSColorParser.alphaValue(of: component(slot, 3, values), context, legacy: false, in: scanner)
            }
            return Color(space, first, second, third, alpha: alpha)
        } catch {
            return nil
        }
    }

    /// The component at `index` of a compiled template, given the origin's keywords `values`: what
    /// `CSSColorParser.parseComponent` reads there.
    @inline(__always)
    private static func component(
        _ slot: UnsafeMutablePointer<Template>, _ index: Int, _ values: SIMD4<Double>
    ) -> CSSColorParser.Component {
        let piece = slot.pointee.pieces[index]
        switch piece.kind {
        case .constant:
            return piece.constant
        case .keyword:
            // A channel keyword is a number, or `none` when the origin's component is missing.
            let value = values[piece.lane]
            return CSSColorParser.Component(kind: value.isNaN ? .none : .number, value: value, range: 0..<0)
        case .calc:
            // `parseMathSum`: each product multiplied out left to right, then added into the sum.
            var sum = 0.0, product = 0.0, sign: UInt8 = 0
            for step in piece.start..<(piece.start + piece.count) {
                let operation = slot.pointee.operations[step]
                var operand = operation.constant
                if operation.lane >= 0 {
                    // CSS Color 5 §4.1: in a calculation a missing component counts as 0.
                    let value = values[operation.lane]
                    operand = value.isNaN ? 0 : value
                }
                if operation.startsProduct {
                    if step != piece.start { sum = add(sum, product, sign) }
                    sign = operation.symbol
                    product = operand
                } else {
                    product = operation.symbol == ASCII.slash ? product / operand : product * operand
                }
            }
            sum = add(sum, product, sign)
            // CSS Values 4 §10.9: a top-level NaN is 0.
            return CSSColorParser.Component(kind: .number, value: sum.isNaN ? 0 : sum, range: 0..<0)
        }
    }

    /// A product added into a sum as `parseMathSum` adds it: the first (sign 0) is the sum.
    @inline(__always)
    private static func add(_ sum: Double, _ product: Double, _ sign: UInt8) -> Double {
        sign == 0 ? product : sign == ASCII.plus ? sum + product : sum - product
    }

    /// The index of sRGB in `ColorSpaces.all`.
    static let srgbIndex = ColorSpaces.all.firstIndex { $0 === ColorSpace.srgb }!

    /// Whether the template of `bytes` is compiled (false for bytes of no template): for tests.
    func isCompiled(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let key = Key(bytes) else { return false }
        return keptSlot(bytes, key)?.pointee.state == .compiled
    }

    /// The slot that keeps the template of `bytes`, compiled or refused, if one does.
    private func keptSlot(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Key) -> UnsafeMutablePointer<Template>? {
        let first = firstSlot(key)
        for way in 0..<Self.ways where first[way].state != .empty && holds(first + way, bytes, key) { return first + way }
        return nil
    }

    /// Notes that `bytes`, just read in full without error, are of the template `key` names, and compiles
    /// it (or notes it as one that does not compile) where there is room.
    func learn(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Key) {
        if keptSlot(bytes, key) != nil { return }
        let first = firstSlot(key)
        // An empty slot takes the template at once; once all are taken, the one the hash picks takes it the
        // second time in a row it is met there, so that a stream of templates each met once compiles none.
        var slot = first + Int(truncatingIfNeeded: key.hash >> 56) % Self.ways
        if let empty = (0..<Self.ways).first(where: { first[$0].state == .empty }) {
            slot = first + empty
        } else if slot.pointee.candidate != key.hash {
            slot.pointee.candidate = key.hash
            return
        }
        var template = Template()
        template.hash = key.hash
        template.prefixCount = key.origin
        template.suffixCount = bytes.count - key.origin - 7
        template.state = Self.compile(bytes, origin: key.origin, routes: routes, into: &template) ? .compiled : .refused
        let kept = arena + (slot - slots) * Self.maximumTemplateLength
        kept.update(from: bytes.baseAddress!, count: template.prefixCount)
        (kept + template.prefixCount).update(from: bytes.baseAddress! + key.origin + 7, count: template.suffixCount)
        slot.pointee = template
    }

    /// Compiles the components of `bytes`, a relative color read without error whose origin is the
    /// `#rrggbb` at `origin`, into `template`, with the route from sRGB into the function's space from
    /// `routes`; false when they are not all of the kinds compiled.
    static func compile(
        _ bytes: UnsafeBufferPointer<UInt8>, origin: Int, routes: RelativeOriginRoutes, into template: inout Template
    ) -> Bool {
        var parser = CSSColorParser(bytes)
        let name = parser.scanner.scanPackedName()
        guard parser.scanner.peek() == ASCII.openParen, let index = parser.functionIndex(named: name),
            case .space(let function) = CSSColorParser.functionKinds[index] else { return false }
        parser.scanner.position += 1
        guard parser.startsRelativeColor() else { return false }
        parser.scanner.skipWhitespace()
        guard parser.scanner.position == origin, parser.sixDigitHexHere() != nil else { return false }
        template.functionIndex = index
        template.space = Unmanaged.passUnretained(function.space)
        if function.space !== ColorSpace.srgb {
            template.route = routes.fastRoute(fromRegistered: srgbIndex, to: function.registryIndex)
        }
        template.rules = function.rules
        template.keywordScale = function.keywordScale
        let context = CSSColorParser.Context.function(index)
        var count = 0, operations = 0, sawSlash = false
        while true {
            parser.scanner.skipWhitespace()
            guard let byte = parser.scanner.peek() else { return false }
            if byte == ASCII.closeParen {
                parser.scanner.position += 1
                parser.scanner.skipWhitespace()
                return parser.scanner.isAtEnd && count == 3 && (!sawSlash || template.hasAlpha)
            }
            if byte == ASCII.slash {
                guard !sawSlash, count == 3 else { return false }
                sawSlash = true
                parser.scanner.position += 1
                continue
            }
            guard sawSlash ? !template.hasAlpha : count < 3,
                let piece = compilePiece(&parser, context, function, &template, operations: &operations) else { return false }
            if sawSlash {
                template.pieces[3] = piece
                template.hasAlpha = true
            } else {
                template.pieces[count] = piece
                count += 1
            }
        }
    }

    /// Compiles the component at the parser's position; nil for one of a kind not compiled.
    private static func compilePiece(
        _ parser: inout CSSColorParser, _ context: CSSColorParser.Context, _ function: CSSColorParser.SpaceFunction,
        _ template: inout Template, operations: inout Int
    ) -> Piece? {
        let start = parser.scanner.position
        if parser.scanner.startsNumber(at: start) {
            guard let constant = try? parser.parseComponent(context, isFirst: false) else { return nil }
            return Piece(kind: .constant, constant: constant)
        }
        guard parser.scanner.startsIdentifier(at: start) else { return nil }
        let scanned = parser.scanner.scanPackedName()
        guard let packed = scanned.packed else { return nil }
        if parser.scanner.peek() == ASCII.openParen {
            guard CSSColorParser.mathFunction(packed: packed) == .calc else { return nil }
            parser.scanner.position += 1
            let first = operations
            guard compileCalc(&parser, function, &template, operations: &operations) else { return nil }
            return Piece(kind: .calc, start: first, count: operations - first)
        }
        if packed == CSSColorParser.packedNone {
            return Piece(kind: .constant, constant: CSSColorParser.Component(kind: .none, value: .nan, range: scanned.range))
        }
        guard let lane = keywordLane(packed, function) else { return nil }
        return Piece(kind: .keyword, lane: lane)
    }

    /// Compiles the body of a `calc()` after its `(` up to and including its `)`: operands that are channel
    /// keywords or unitless numbers, joined by `+`, `-`, `*` and `/`; false for anything else.
    private static func compileCalc(
        _ parser: inout CSSColorParser, _ function: CSSColorParser.SpaceFunction, _ template: inout Template,
        operations: inout Int
    ) -> Bool {
        var symbol: UInt8 = 0
        var startsProduct = true
        while true {
            guard operations < 16 else { return false }
            parser.scanner.skipWhitespace()
            let start = parser.scanner.position
            var operation = Operation(symbol: symbol, startsProduct: startsProduct)
            if parser.scanner.startsNumber(at: start) {
                let value = parser.scanner.scanNumber()
                guard value.isFinite, let next = parser.scanner.peek(), next != ASCII.percent,
                    !parser.scanner.startsIdentifier(at: parser.scanner.position) else { return false }
                operation.constant = value
            } else if parser.scanner.startsIdentifier(at: start) {
                let scanned = parser.scanner.scanPackedName()
                // The constants of CSS Values 4 §10.7.1 come before the keywords, as `parseMathValue` reads them.
                guard let packed = scanned.packed, parser.scanner.peek() != ASCII.openParen,
                    packed != CSSColorParser.packedE, packed != CSSColorParser.packedPi,
                    packed != CSSColorParser.packedInfinity, packed != CSSColorParser.packedNaN,
                    let lane = keywordLane(packed, function) else { return false }
                operation.lane = lane
            } else {
                return false
            }
            template.operations[operations] = operation
            operations += 1
            parser.scanner.skipWhitespace()
            guard let next = parser.scanner.peek() else { return false }
            switch next {
            case ASCII.closeParen:
                parser.scanner.position += 1
                return true
            case 0x2A, ASCII.slash:  // "*", "/"
                symbol = next
                startsProduct = false
            case ASCII.plus, ASCII.minus:
                symbol = next
                startsProduct = true
            default:
                return false
            }
            parser.scanner.position += 1
        }
    }

    /// The lane of the function's channel keyword packed as `packed`, if it is one.
    private static func keywordLane(_ packed: UInt64, _ function: CSSColorParser.SpaceFunction) -> Int? {
        guard packed != 0 else { return nil }
        for lane in 0..<4 where function.keywordNames[lane] == packed { return lane }
        return nil
    }
}
