import Testing
@testable import ChromaKit

/// Chromatic adaptation transforms (`ChromaticAdaptation`) and conversions that use one (`ConversionPath`'s
/// `adaptation:`).
///
/// The reference values come from coloraide 8.13.1 run as an oracle (its `coloraide/cat.py`, the same
/// von Kries rule and cone matrices; its own tests check the CATs by round trips only): the adaptation
/// matrices, Lab of CSS named colors (within 2e-13 of coloraide's), ACEScg and sRGB, all to 1e-12. The
/// inverse cone matrices are color.js's published `fromCone_M` (src/CATs.js), to 1e-12.
@Suite("Chromatic adaptation") struct ChromaticAdaptationTests {
    /// coloraide 8.13.1 `calc_adaptation_matrices(w1, w2, MATRIX)` with its 2° whites D65 (0.3127, 0.3290), D50
    /// (0.3457, 0.3585) and ACES-D60 (0.32168, 0.33767), the whites of `WhitePoint` and `ACESMatrices`.
    static let matrices: [(ChromaticAdaptation, d65ToD50: Matrix3, d50ToD65: Matrix3, d65ToACES: Matrix3)] = [
        (.bradford,
            Matrix3(
                (1.047929792544997, 0.02294687060160968, -0.05019226628920527),
                (0.02962780877005588, 0.99043442675388, -0.017073799063418826),
                (-0.009243040646204514, 0.015055191490298152, 0.7518742814281371)),
            Matrix3(
                (0.9554734214880749, -0.023098454948764658, 0.06325924320057072),
                (-0.028369709333863756, 1.0099953980813041, 0.021041441191917323),
                (0.012314014864481991, -0.020507649298898978, 1.330365926242124)),
            Matrix3(
                (1.013034914649986, 0.006105257823207224, -0.014970943626587546),
                (0.0076982301254151, 0.9981633521182773, -0.005032038535111902),
                (-0.0028413174324390736, 0.0046851567225372134, 0.924506137457663))),
        (.cat02,
            Matrix3(
                (1.0425738924111991, 0.030891075263705138, -0.052812565931937394),
                (0.02219345106525195, 1.0018566328072378, -0.02107374920928161),
                (-0.0011648800532352015, -0.003420527482775092, 0.7617890755244797)),
            Matrix3(
                (0.9598633148037599, -0.029371839290647284, 0.06573193477370368),
                (-0.021234333154949575, 0.9988908612350015, 0.026160700537248435),
                (0.0013724179601714657, 0.004440230349984852, 1.3129172960720608)),
            Matrix3(
                (1.0119593492787884, 0.008007966657797579, -0.015779377662330812),
                (0.005771078153540621, 1.0013620155134944, -0.006287243211140936),
                (-0.0003376220892684495, -0.001046614032335089, 0.9275841364655992))),
        (.cat16,
            Matrix3(
                (1.0108543289379337, 0.04070861032350051, -0.03414458250068622),
                (0.005428142012307879, 0.993581926193065, 0.0011559203885934018),
                (0.00025072246811704306, -0.011491875891322785, 0.7679649469115445)),
            Matrix3(
                (0.9894662537599115, -0.04003046264324993, 0.044053031713413765),
                (-0.005405187332525411, 1.006660686033583, -0.0017555195476180955),
                (-0.00040392099210183243, 0.015076802986294616, 1.302102113805948)),
            Matrix3(
                (1.0028051347201736, 0.010764969527783446, -0.01032174732949856),
                (0.0014437395795557164, 0.9982117488035589, 0.0003820186355067805),
                (8.5716161954802e-05, -0.003504793400669011, 0.9294718371103784))),
        (.vonKries,
            Matrix3(
                (1.016118563368706, 0.05535971245361648, -0.05219185770947904),
                (0.0060808717663143885, 0.9955560444150968, -0.0012264225897106666),
                (0.0, 0.0, 0.7576316333406123)),
            Matrix3(
                (0.9844647278174501, -0.05474295953345476, 0.06772935914224223),
                (-0.0060131258324433445, 1.0047981633266474, 0.0012122922504142484),
                (0.0, 0.0, 1.31990264924752)),
            Matrix3(
                (1.004415266187523, 0.01516452977154481, -0.01576674713423734),
                (0.001665716038797782, 0.9987826334112742, -0.0003359078918257106),
                (0.0, 0.0, 0.9263284556284447))),
        (.xyzScaling,
            Matrix3(
                (1.014561168996891, 0.0, 0.0),
                (0.0, 1.0, 0.0),
                (0.0, 0.0, 0.7576316333406123)),
            Matrix3(
                (0.9856478155858381, 0.0, 0.0),
                (0.0, 1.0, 0.0),
                (0.0, 0.0, 1.31990264924752)),
            Matrix3(
                (1.0023043125471043, 0.0, 0.0),
                (0.0, 1.0, 0.0),
                (0.0, 0.0, 0.9263284556284447))),
    ]

    /// coloraide 8.13.1: `Color(name).convert('lab')` with a `Color` class whose `CHROMATIC_ADAPTATION` is the method.
    static let labs: [(ChromaticAdaptation, String, SIMD4<Double>)] = [
        (.bradford, "red", SIMD4(54.29054140467191, 80.80492817043522, 69.89096476862429, 0)),
        (.bradford, "lime", SIMD4(87.81853436502792, -79.27106077555146, 80.99458148439912, 0)),
        (.bradford, "blue", SIMD4(29.56830197909668, 68.28736460254686, -112.02970952510523, 0)),
        (.bradford, "gold", SIMD4(87.46792065108198, 2.9097653238863708, 86.55269247655899, 0)),
        (.bradford, "rebeccapurple", SIMD4(32.39271642037794, 38.42299376262084, -47.691125511445776, 0)),
        (.bradford, "white", SIMD4(100.0, 0.0, 0.0, 0)),
        (.bradford, "peru", SIMD4(62.252760449659306, 23.947661280008358, 48.41253612788269, 0)),
        (.cat02, "red", SIMD4(54.21523160762894, 80.9622096928469, 70.26419940813929, 0)),
        (.cat02, "lime", SIMD4(88.06095508266844, -79.21854477150187, 84.59106584079133, 0)),
        (.cat02, "blue", SIMD4(28.459261159619963, 71.27723284969878, -114.78759840522608, 0)),
        (.cat02, "gold", SIMD4(87.59927581656811, 2.724298986366225, 89.38866419544031, 0)),
        (.cat02, "rebeccapurple", SIMD4(32.10121335524813, 39.05467180219835, -48.69648524968385, 0)),
        (.cat02, "white", SIMD4(99.99999999999997, 5.551115123125783e-14, -4.440892098500626e-14, 0)),
        (.cat02, "peru", SIMD4(62.29775213309398, 23.85923242262633, 49.326292187556916, 0)),
        (.cat16, "red", SIMD4(53.33424163479678, 81.61191100934512, 70.04731090405087, 0)),
        (.cat16, "lime", SIMD4(87.61395950133716, -77.95706247015288, 85.47742676491936, 0)),
        (.cat16, "blue", SIMD4(32.65841381774414, 60.904827309914616, -108.03525306214543, 0)),
        (.cat16, "gold", SIMD4(86.88964334092938, 3.187078677127364, 89.8578401154376, 0)),
        (.cat16, "rebeccapurple", SIMD4(33.02226394734066, 36.90223520500785, -47.38417597716711, 0)),
        (.cat16, "white", SIMD4(100.0, -1.1102230246251565e-13, 0.0, 0)),
        (.cat16, "peru", SIMD4(61.75634898885545, 24.079188134529637, 49.01628352851791, 0)),
        (.vonKries, "red", SIMD4(53.40375468828098, 82.78044699221499, 67.49057229250081, 0)),
        (.vonKries, "lime", SIMD4(87.67988969121309, -75.02352246944588, 83.09070748320428, 0)),
        (.vonKries, "blue", SIMD4(32.213941225441005, 53.57282804218721, -108.00534774412054, 0)),
        (.vonKries, "gold", SIMD4(86.96664757788875, 5.412244614983908, 87.20089513595418, 0)),
        (.vonKries, "rebeccapurple", SIMD4(32.912045961611554, 34.66072434800141, -47.133202752322326, 0)),
        (.vonKries, "white", SIMD4(100.0, 0.0, 0.0, 0)),
        (.vonKries, "peru", SIMD4(61.808992921048045, 25.40450461664262, 48.01508616181492, 0)),
        (.xyzScaling, "red", SIMD4(53.23711559542936, 80.0901135231038, 67.20326351172214, 0)),
        (.xyzScaling, "lime", SIMD4(87.73551910966002, -86.18159689039895, 83.18662027363001, 0)),
        (.xyzScaling, "blue", SIMD4(32.30087290398018, 79.19527030740426, -107.85546553974265, 0)),
        (.xyzScaling, "gold", SIMD4(86.92945504622433, -1.9302442078343307, 87.13677008136035, 0)),
        (.xyzScaling, "rebeccapurple", SIMD4(32.902806594271574, 42.88650745927783, -47.14913269601194, 0)),
        (.xyzScaling, "white", SIMD4(100.0, 0.0, 0.0, 0)),
        (.xyzScaling, "peru", SIMD4(61.753047995505966, 21.39081795766501, 47.91862939363892, 0)),
    ]

    /// coloraide 8.13.1: `convert('acescg')` of sRGB colors, and `convert('srgb')` of `lab(50 40 -30)`, per method.
    static let others: [(ChromaticAdaptation, String, ColorSpace, SIMD4<Double>)] = [
        (.bradford, "red", .acescg, SIMD4(0.6130974024011875, 0.07019372246958168, 0.020615592882226905, 0)),
        (.bradford, "gold", .acescg, SIMD4(0.8438177996567332, 0.6928951005020745, 0.09507290698174478, 0)),
        (.bradford, "lab(50 40 -30)", .srgb, SIMD4(0.648148745366091, 0.35787483551922067, 0.670960521238331, 0)),
        (.cat02, "red", .acescg, SIMD4(0.6130828922201952, 0.07000354980712027, 0.02049077783814031, 0)),
        (.cat02, "gold", .acescg, SIMD4(0.8449203948187098, 0.6938662328608014, 0.09304144163359236, 0)),
        (.cat02, "lab(50 40 -30)", .srgb, SIMD4(0.6497881572878247, 0.36071902487314306, 0.6679168002122261, 0)),
        (.cat16, "red", .acescg, SIMD4(0.6088520232761984, 0.06828818747083842, 0.020165883750255725, 0)),
        (.cat16, "gold", .acescg, SIMD4(0.8408487098516086, 0.6891297953825036, 0.09180029984055639, 0)),
        (.cat16, "lab(50 40 -30)", .srgb, SIMD4(0.6519759008332866, 0.3527769428262489, 0.6668925436236257, 0)),
        (.vonKries, "red", .acescg, SIMD4(0.6110860201625526, 0.06762891669178699, 0.02082336000029788, 0)),
        (.vonKries, "gold", .acescg, SIMD4(0.8460834117201673, 0.6875498490191497, 0.09389127144601948, 0)),
        (.vonKries, "lab(50 40 -30)", .srgb, SIMD4(0.6584475165457185, 0.3490035376329185, 0.6691632615511776, 0)),
        (.xyzScaling, "red", .acescg, SIMD4(0.6050029377197895, 0.0694634339868228, 0.02078242271665102, 0)),
        (.xyzScaling, "gold", .acescg, SIMD4(0.829090776684395, 0.694114089460905, 0.09377112998513852, 0)),
        (.xyzScaling, "lab(50 40 -30)", .srgb, SIMD4(0.6318131665027719, 0.3664584413623707, 0.6686834195180829, 0)),
    ]

    /// color.js src/CATs.js `fromCone_M`, the inverse cone matrices it prints (von Kries, Bradford, CAT02, CAT16).
    static let colorJSInverses: [(ChromaticAdaptation, Matrix3)] = [
        (.vonKries, Matrix3(
            (1.8599363874558397, -1.1293816185800916, 0.21989740959619328),
            (0.3611914362417676, 0.6388124632850422, -0.000006370596838649899),
            (0, 0, 1.0890636230968613))),
        (.bradford, Matrix3(
            (0.9869929054667121, -0.14705425642099013, 0.15996265166373122),
            (0.4323052697233945, 0.5183602715367774, 0.049291228212855594),
            (-0.00852866457517732, 0.04004282165408486, 0.96848669578755))),
        (.cat02, Matrix3(
            (1.0961238208355142, -0.27886900021828726, 0.18274517938277307),
            (0.4543690419753592, 0.4735331543074117, 0.07209780371722911),
            (-0.009627608738429355, -0.00569803121611342, 1.0153256399545427))),
        (.cat16, Matrix3(
            (1.862067855087233, -1.0112546305316845, 0.14918677544445172),
            (0.3875265432361372, 0.6214474419314753, -0.008973985167612521),
            (-0.01584149884933386, -0.03412293802851557, 1.0499644368778496))),
    ]

    static func maxDifference(_ a: Matrix3, _ b: Matrix3) -> Double {
        let d = [a.row0 - b.row0, a.row1 - b.row1, a.row2 - b.row2]
        return d.map { Swift.max(abs($0.x), abs($0.y), abs($0.z)) }.max()!
    }

    static let aces = ACESMatrices.white

    @Test func matricesMatchTheOracle() {
        #expect(Self.matrices.count == ChromaticAdaptation.all.count)
        for (method, d65ToD50, d50ToD65, d65ToACES) in Self.matrices {
            #expect(Self.maxDifference(method.matrix(from: WhitePoint.d65, to: WhitePoint.d50), d65ToD50) < 1e-12, "\(method)")
            #expect(Self.maxDifference(method.matrix(from: WhitePoint.d50, to: WhitePoint.d65), d50ToD65) < 1e-12, "\(method)")
            #expect(Self.maxDifference(method.matrix(from: WhitePoint.d65, to: Self.aces), d65ToACES) < 1e-12, "\(method)")
        }
    }

    @Test func inverseConeMatricesMatchColorJS() {
        for (method, inverse) in Self.colorJSInverses {
            #expect(Self.maxDifference(method.inverseConeResponse, inverse) < 1e-12, "\(method)")
        }
    }

    @Test func cssBradfordMatricesAreTheComputedOnes() {
        // CSS Color 4's sample-code matrices are Bradford's between its two whites, printed to 17 digits.
        let bradford = ChromaticAdaptation.bradford
        #expect(Self.maxDifference(bradford.matrix(from: WhitePoint.d65, to: WhitePoint.d50), WhitePoint.d65ToD50) < 1e-15)
        #expect(Self.maxDifference(bradford.matrix(from: WhitePoint.d50, to: WhitePoint.d65), WhitePoint.d50ToD65) < 1e-15)
    }

    @Test func eachMethodTakesTheSourceWhiteToTheTarget() {
        for method in ChromaticAdaptation.all {
            let white = method.matrix(from: WhitePoint.d65, to: WhitePoint.d50) * WhitePoint.d65
            for i in 0..<3 { #expect(abs(white[i] - WhitePoint.d50[i]) < 1e-15, "\(method)") }
        }
    }

    @Test func roundTripsD65ToD50AndBack() {
        var random = SeededRandomGenerator(seed: 50)
        for method in ChromaticAdaptation.all {
            let product = method.matrix(from: WhitePoint.d50, to: WhitePoint.d65) * method.matrix(from: WhitePoint.d65, to: WhitePoint.d50)
            #expect(Self.maxDifference(product, Matrix3((1, 0, 0), (0, 1, 0), (0, 0, 1))) < 1e-15, "\(method)")
            for _ in 0..<200 {
                let xyz = SIMD4<Double>(.random(in: 0...1, using: &random), .random(in: 0...1, using: &random), .random(in: 0...1.1, using: &random), 0)
                for space in [ColorSpace.xyzD50, .lab, .lch, .prophotoRGB, .acescg] {
                    let there = ColorSpace.xyzD65.convert(xyz, to: space, adaptation: method)
                    let back = space.convert(there, to: .xyzD65, adaptation: method)
                    for i in 0..<3 { #expect(abs(back[i] - xyz[i]) < 1e-12, "\(method) \(space.id) \(xyz)") }
                }
            }
        }
    }

    @Test func labOfNamedColorsMatchesTheOracle() throws {
        #expect(Self.labs.count == 35)
        for (method, name, expected) in Self.labs {
            let lab = try CSSColor.parse(name).converted(to: .lab, adaptation: method).coords
            for i in 0..<3 { #expect(abs(lab[i] - expected[i]) < 1e-12, "\(method) \(name): \(lab) vs \(expected)") }
        }
    }

    @Test func acesAndLabToSRGBMatchTheOracle() throws {
        for (method, text, space, expected) in Self.others {
            let converted = try CSSColor.parse(text).converted(to: space, adaptation: method).coords
            for i in 0..<3 { #expect(abs(converted[i] - expected[i]) < 1e-12, "\(method) \(text) \(space.id): \(converted)") }
        }
    }

    @Test func bradfordIsTheDefaultBitForBit() throws {
        // The default keeps CSS's matrices: the route D65 → D50 is exactly `WhitePoint.d65ToD50`.
        #expect(ConversionPath(from: .xyzD65, to: .xyzD50).steps == [.matrix(WhitePoint.d65ToD50)])
        #expect(ConversionPath(from: .xyzD65, to: .xyzD50, adaptation: .bradford).steps == [.matrix(WhitePoint.d65ToD50)])
        for source in ColorSpaces.all {
            for target in ColorSpaces.all {
                let byDefault = ConversionPath(from: source, to: target)
                #expect(ConversionPath(from: source, to: target, adaptation: .bradford).steps == byDefault.steps)
                // Another method changes only routes that change white.
                let other = ConversionPath(from: source, to: target, adaptation: .cat16)
                #expect((other.steps != byDefault.steps) == source.changesWhite(to: target), "\(source.id) → \(target.id)")
            }
        }
    }

    @Test func spacesThatChangeWhite() {
        #expect(ColorSpace.srgb.changesWhite(to: .lab))
        #expect(ColorSpace.lab.changesWhite(to: .oklch))
        #expect(ColorSpace.srgb.changesWhite(to: .acescc))
        #expect(ColorSpace.lab.changesWhite(to: .acescg))
        #expect(!ColorSpace.lab.changesWhite(to: .lch))
        #expect(!ColorSpace.lab.changesWhite(to: .prophotoRGB))
        #expect(!ColorSpace.srgb.changesWhite(to: .oklch))
        #expect(!ColorSpace.srgb.changesWhite(to: .labD65))
    }

    /// The answer each space keeps for the root is the one the general question gives.
    @Test func changesWhiteToXYZD65IsTheGeneralAnswer() {
        for space in ColorSpaces.all {
            #expect(space.changesWhiteToXYZD65 == space.changesWhite(to: .xyzD65), "\(space.id)")
        }
        #expect(ColorSpace.lab.changesWhiteToXYZD65 && ColorSpace.acescc.changesWhiteToXYZD65)
        #expect(!ColorSpace.srgb.changesWhiteToXYZD65 && !ColorSpace.xyzD65.changesWhiteToXYZD65)
    }

    @Test func routesHonorTheMethod() throws {
        let routes = ConversionRoutes(to: .lab, adaptation: .cat16)
        for (method, name, expected) in Self.labs where method == .cat16 {
            let color = try CSSColor.parse(name)
            let lab = routes.converted(color)
            #expect(lab.isIdentical(to: color.converted(to: .lab, adaptation: .cat16)), "\(name)")
            for i in 0..<3 { #expect(abs(lab.coords[i] - expected[i]) < 1e-12, "\(name)") }
            // The fast route is the path, bit for bit.
            let route = FastRoute(ConversionPath(from: color.space, to: .lab, adaptation: .cat16))
            defer { route.deallocate() }
            #expect(route.run(color.coords) == lab.coords)
        }
    }

    @Test func namesAreTheCommandLines() {
        #expect(ChromaticAdaptation.all.map(\.name) == ["bradford", "cat02", "cat16", "von-kries", "xyz-scaling"])
        #expect(ChromaticAdaptation.named("CAT16") == .cat16)
        #expect(ChromaticAdaptation.named("von_kries") == .vonKries)
        #expect(ChromaticAdaptation.named("sharp") == nil)
    }
}
