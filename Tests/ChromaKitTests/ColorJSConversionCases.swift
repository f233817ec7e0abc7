import Testing

/// The rows of color.js's conversion tests, as figures: what each input converts to in each space.
///
/// Every group and row of color.js's `test/conversions.js` (color-js/color.js, the version of 2024 with
/// the Luv, HSLuv, HPLuv, Okhsl and Okhsv groups), 195 rows, in its order and with its inputs as written
/// there. color.js checks each coordinate to within 0.0001; a `nil` hue there (`null`) is a missing
/// component and a hole (`[, 0, null]`) is not checked. `ColorJSConversionTests` runs them: how color.js's
/// syntax and names map to this package's is said there.
enum ColorJSConversionCases {
    /// One coordinate color.js expects.
    enum Expected: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
        /// This value, within the tolerance.
        case value(Double)
        /// A missing component (`null`, `NaN`).
        case missing
        /// Not checked (a hole in color.js's array, or a coordinate a "Get coordinates" row does not read).
        case unchecked

        init(floatLiteral value: Double) { self = .value(value) }
        init(integerLiteral value: Int) { self = .value(Double(value)) }

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .missing: "none"
            case .unchecked: "-"
            }
        }
    }

    /// One row: an input color, the color.js id of the space it is converted to, the coordinates expected.
    struct Row: Sendable, CustomTestStringConvertible {
        let group: String
        let input: String
        let target: String
        let expected: [Expected]

        var testDescription: String { "\(group): \(input) → \(target)" }
    }

    /// A group of rows converting to one space, unless a row names its own.
    static func group(_ name: String, to target: String, _ rows: [(String, String?, [Expected])]) -> [Row] {
        rows.map { Row(group: name, input: $0.0, target: $0.1 ?? target, expected: $0.2) }
    }

    static let rows: [Row] =
        group("sRGB to LCH", to: "lch", [
            ("slategray", nil, [52.69734985816035, 11.234156441150068, 253.00263766910288]),
            ("papayawhip", nil, [95.22890204788412, 14.894161408435306, 80.18569512775224]),
            ("white", nil, [100, 0, .missing]),
            ("gray", nil, [.unchecked, 0, .missing]),
            ("darkgray", nil, [.unchecked, 0, .missing]),
            ("black", nil, [0, 0, .missing]),
        ])
        + group("sRGB to (D65) XYZ", to: "xyz-d65", [
            ("white", nil, [0.9504559270516717, 1, 1.0890577507598784]),
        ])
        + group("HWB to sRGB", to: "srgb", [
            ("hwb(0 20% 40%)", nil, [0.6, 0.2, 0.2]),
            ("hwb(90 30% 5%)", nil, [0.625, 0.95, 0.3]),
            ("hwb(30 0% 80%)", nil, [0.2, 0.1, 0]),
            ("hwb(720 20% 40%)", nil, [0.6, 0.2, 0.2]),
            ("hwb(-270 30% 5%)", nil, [0.625, 0.95, 0.3]),
            ("hwb(0 40% 80%)", nil, [0.3333333, 0.3333333, 0.3333333]),
            ("hwb(0 50% 50%)", nil, [0.5, 0.5, 0.5]),
        ])
        + group("sRGB to HWB", to: "hwb", [
            ("rgb(60% 20% 20%)", nil, [0, 20, 40]),
            ("black", nil, [.missing, 0, 100]),
            ("white", nil, [.missing, 100, 0]),
        ])
        + group("Out of sRGB gamut conversions", to: "srgb", [
            ("color(rec2020 0 0 1)", "hwb", [230.63914728691736, -29.9212950204808, -5.0489461007690295]),
            ("color(rec2020 0 0 1)", "hsl", [230.63914728691736, 179.65454686851365, 37.563825540144116]),
            ("color(rec2020 0 0 1)", "hsv", [230.63914728691736, 128.48319391208224, 105.04894610076903]),
        ])
        + group("sRGB to HSL", to: "hsl", [
            ("black", nil, [.missing, 0, 0]),
            ("white", nil, [.missing, 0, 100]),
        ])
        + group("P3 to sRGB", to: "srgb", [
            ("color(display-p3 0.47 0.47 0.47)", nil, [0.47, 0.47, 0.47]),
            ("color(display-p3 1 1 1)", nil, [1, 1, 1]),
            ("color(display-p3 -0.1 -0.1 -0.1)", nil, [-0.1, -0.1, -0.1]),
            ("color(display-p3 0.238 0.532 0.611)", nil, [0.019595, 0.54027, 0.621351]),
            ("color(display-p3 1 0 0)", nil, [1.09299, -0.226745, -0.150155]),
            ("color(display-p3 0 1 0)", nil, [-0.511567, 1.018276, -0.310711]),
            ("color(display-p3 0 0 1)", nil, [0, 0, 1.0420216193529395]),
        ])
        + group("rec2100pq to XYZ and back", to: "rec2100pq", [
            ("color(rec2100-pq 0.3720 0.3720 0.3720)", "xyz-d65", [0.11118, 0.11698, 0.1274]),
            ("color(xyz 0.11118, 0.11698, 0.12740)", nil, [0.372, 0.372, 0.372]),
            ("white", nil, [0.5807, 0.5807, 0.5807]),
            ("color(display-p3 1 0 0)", nil, [0.5514, 0.2939, 0]),
            ("color(display-p3 0 1 0)", nil, [0.42, 0.5744, 0.2248]),
            ("color(display-p3 0 0 1)", nil, [0.297, 0.2026, 0.579]),
            ("color(rec2020 1 0 0)", nil, [0.5807, 0, 0]),
            ("color(rec2020 0 1 0)", nil, [0, 0.5807, 0]),
            ("color(rec2020 0 0 1)", nil, [0, 0, 0.5807]),
        ])
        + group("Jzazbz", to: "jzazbz", [
            ("jzazbz(0.5 0 0)", "xyz-d65", [7.986957, 8.397692, 9.136922]),
            ("jzazbz(1 0 0)", "xyz-d65", [48.187785, 50.665878, 55.125885]),
            ("jzazbz(0.1 -0.05 0.05)", "xyz-d65", [0.108518, 0.172874, 0.074937]),
            ("color(xyz 0 0 0)", nil, [0.0, 0.0, 0.0]),
            ("white", nil, [0.222065, -0.0002, -0.0001]),
            ("color(rec2020 1 1 1)", nil, [0.22206525, -0.000161, -0.000117]),
            ("jzazbz(0.22206525 -0.000161 -0.000117)", "srgb", [1, 1, 1]),
            ("#FFFF80", nil, [0.212398, -0.0171, 0.0914]),
            ("color(rec2020 1 0 0)", nil, [0.154543, 0.1643, 0.1351]),
            ("color(rec2020 0 1 0)", nil, [0.160578, -0.2066, 0.1462]),
            ("color(rec2020 0 0 1)", nil, [0.091785, -0.0775, -0.2047]),
        ])
        + group("JzCzHz", to: "jzczhz", [
            ("jzazbz(0.5 0 0)", nil, [0.5, 0, .missing]),
            ("jzazbz(0.1 -0.05 0.05)", nil, [0.1, 0.070710678, 135]),
            ("jzczhz(0.1 0.070710678 135)", "jzazbz", [0.1, -0.05, 0.05]),
            ("jzazbz(0.1 0.1 -0.08)", nil, [0.1, 0.12806248, 321.34019]),
            ("jzczhz(0.1, 0.12806248, 321.34019)", "jzazbz", [0.1, 0.1, -0.08]),
        ])
        + group("ICtCp", to: "ictcp", [
            ("color(xyz 0 0 0)", nil, [0.0, 0.0, 0.0]),
            ("color(xyz-d50 0.96422, 1.00000, 0.82521)", nil, [0.5806890049863622, 0.00000696242, -0.00002569716]),
            ("white", nil, [0.5806890049863622, 0.00000696242, -0.00002569716]),
            ("color(rec2020 1 1 1)", nil, [0.5806890049863622, 0.00000696242, -0.00002569716]),
            ("color(rec2020 1 0 0)", nil, [0.44707334125327025, -0.12956985056013226, 0.3992012669381549]),
            ("color(rec2020 0 1 0)", nil, [0.5304887192571797, -0.41543423180389427, -0.1138035187565125]),
            ("color(rec2020 0 0 1)", nil, [0.3447364812349795, 0.26592861954236724, -0.23729937427859088]),
            ("ictcp(0.44707334125327025 -0.12956985056013226 0.3992012669381549)", "rec2020", [1, 0, 0]),
            ("ictcp(0.5304887192571797 -0.41543423180389427 -0.1138035187565125)", "rec2020", [0, 1, 0]),
            ("ictcp(0.3447364812349795 0.26592861954236724 -0.23729937427859088)", "rec2020", [0, 0, 1]),
        ])
        + group("OKLab", to: "oklab", [
            ("white", nil, [1.0, 0.0, 0.0]),
            ("red", nil, [0.627955, 0.224863, 0.125846]),
            ("lime", nil, [0.86644, -0.233888, 0.179498]),
            ("blue", nil, [0.452014, -0.032457, -0.311528]),
            ("cyan", nil, [0.905399, -0.149444, -0.039398]),
            ("magenta", nil, [0.701674, 0.274566, -0.169156]),
            ("yellow", nil, [0.967983, -0.071369, 0.19857]),
            ("black", nil, [0.0, 0.0, 0.0]),
        ])
        + group("OKLCh", to: "oklch", [
            ("white", nil, [1.0, 0.0, .missing]),
            ("red", nil, [0.6279553639214311, 0.2576833038053608, 29.23388027962784]),
            ("lime", nil, [0.8664396175234368, 0.2948272245426958, 142.4953450414439]),
            ("blue", nil, [0.45201371817442365, 0.3132143886344849, 264.0520226163699]),
        ])
        + group("OKLrab", to: "oklrab", [
            ("white", nil, [1.0000000000000002, -4.996003610813204e-16, 0]),
            ("red", nil, [0.5680846563197034, 0.2248630684262744, 0.125846277330585]),
            ("lime", nil, [0.8445289714936317, -0.23388758093655815, 0.1794984451609376]),
            ("blue", nil, [0.3665653391870817, -0.03245697517079771, -0.3115281656775778]),
        ])
        + group("OKLrCh", to: "oklrch", [
            ("white", nil, [1.0, 0.0, .missing]),
            ("red", nil, [0.5680846563197034, 0.2576833038053608, 29.23388027962784]),
            ("lime", nil, [0.8445289714936317, 0.2948272245426958, 142.4953450414439]),
            ("blue", nil, [0.3665653391870817, 0.3132143886344849, 264.0520226163699]),
        ])
        + group("Linear-light sRGB", to: "srgb-linear", [
            ("white", nil, [1.0, 1.0, 1.0]),
            ("rgb(50% 50% 50%)", nil, [0.21404114, 0.21404114, 0.21404114]),
        ])
        + group("ACEScc to XYZ", to: "xyz-d65", [
            ("color(acescc 1.0 1.0 1.0)", nil, [211.8195, 222.861, 242.7084]),
            ("color(acescc 0.4977169 0.4977169 0.4977169)", nil, [0.475228, 0.5, 0.544529]),
            ("color(acescc 0 0 0)", nil, [0.001127, 0.001186, 0.001291]),
            ("color(acescc -0.358447, -0.358447, -0.358447)", nil, [0, 0, 0]),
            ("color(acescc 1.0 0.0 0.0)", nil, [145.3586, 59.6545, -1.1981]),
            ("color(acescc 0.0 1.0 0.0)", nil, [28.5798, 150.2844, 0.306392]),
            ("color(acescc 0.0 0.0 1.0)", nil, [37.8833, 12.9243, 243.6027]),
        ])
        + group("ACEScc to Display P3", to: "p3", [
            ("color(acescc 1.0 0.0 0.0)", nil, [11.42071, -3.24602, -0.722011]),
            ("color(acescc 0.0 1.0 0.0)", nil, [-6.096756, 10.318155, -2.713562]),
            ("color(acescc 0.0 0.0 1.0)", nil, [-3.266071, -1.586111, 10.178351]),
        ])
        + group("CAM16 JMh", to: "cam16-jmh", [
            ("white", nil, [100.0, 2.236898, 209.5333]),
            ("red", nil, [46.0257, 81.25425, 27.39326]),
            ("lime", nil, [79.10135, 78.21552, 142.2234]),
            ("blue", nil, [25.06626, 62.44153, 282.7545]),
            ("cyan", nil, [85.06114, 42.65358, 196.5924]),
            ("magenta", nil, [54.86332, 77.19869, 334.5684]),
            ("yellow", nil, [94.68236, 54.50008, 111.1473]),
            ("black", nil, [0.0, 0.0, .missing]),
        ])
        + group("HCT", to: "hct", [
            ("white", nil, [209.5429, 2.871589, 100.0]),
            ("red", nil, [27.4098, 113.3564, 53.23712]),
            ("lime", nil, [142.1404, 108.4065, 87.73552]),
            ("blue", nil, [282.7622, 87.22804, 32.30087]),
            ("cyan", nil, [196.5475, 58.96368, 91.11475]),
            ("magenta", nil, [334.6332, 107.3899, 60.32273]),
            ("yellow", nil, [111.0456, 75.50438, 97.13856]),
            ("black", nil, [.missing, 0.0, 0.0]),
        ])
        + group("Luv", to: "luv", [
            ("white", nil, [100.0, 0, 0]),
            ("red", nil, [53.23711559542937, 175.0098221628849, 37.76509362555986]),
            ("lime", nil, [87.73551910966002, -83.06711971440055, 107.41811123934258]),
            ("blue", nil, [32.30087290398018, -9.402407214824064, -130.35108850356178]),
            ("cyan", nil, [91.11475231670536, -70.4643799638778, -15.205397466926968]),
            ("magenta", nil, [60.322731354551394, 84.05560198975205, -108.69636549176991]),
            ("yellow", nil, [97.13855934179699, 7.7042191772699375, 106.80811125089548]),
            ("black", nil, [0.0, 0.0, 0.0]),
            ("color(xyz-d65 none 0.4 0.5)", nil, [69.46953076845696, -178.66105053418175, 10.54825812268007]),
            ("color(xyz-d65 0.3 none 0.5)", nil, [0.0, 0.0, 0.0]),
            ("color(xyz-d65 0.3 0.4 none)", nil, [69.46953076845696, -6.641260059907392, 93.1177575503318]),
            ("color(--lchuv 100.0 0 0)", nil, [100.0, 0.0, 0.0]),
            ("color(--lchuv 53.23711559542937 179.038096923620287 12.1770506300617765)", nil,
             [53.23711559542937, 175.0098221628849, 37.76509362555986]),
        ])
        + group("Luv to sRGB", to: "srgb", [
            ("color(--luv 100 0 0)", nil, [1.0, 1.0, 1.0]),
            ("color(--luv 53.23711559542937 175.0098221628849 37.76509362555986)", nil, [1.0, 0.0, 0.0]),
            ("color(--luv 87.73551910966002 -83.06711971440055 107.41811123934258)", nil, [0.0, 1.0, 0.0]),
            ("color(--luv 32.30087290398018 -9.402407214824064 -130.35108850356178)", nil, [0.0, 0.0, 1.0]),
            ("color(--luv 91.11475231670536 -70.4643799638778 -15.205397466926968)", nil, [0.0, 1.0, 1.0]),
            ("color(--luv 60.322731354551394 84.05560198975205 -108.69636549176991)", nil, [1.0, 0.0, 1.0]),
            ("color(--luv 97.13855934179699 7.7042191772699375 106.80811125089548)", nil, [1.0, 1.0, 0.0]),
            ("color(--luv 0 0 0)", nil, [0.0, 0.0, 0.0]),
            ("color(--luv none 50 50)", nil, [0.0, 0.0, 0.0]),
            ("color(--luv 100% none 0)", nil, [1.0, 1.0, 1.0]),
            ("color(--luv 100% 0 none)", nil, [1.0, 1.0, 1.0]),
        ])
        + group("sRGB to LCHuv", to: "lchuv", [
            ("#771199", nil, [30.933250438121703, 76.27303932913182, 290.5839513811392]),
            ("#ffee77", nil, [93.33835580058862, 77.48166024357033, 77.51954539527138]),
            ("white", nil, [100, 0, .missing]),
            ("black", nil, [0, 0, .missing]),
        ])
        + group("HSLuv to sRGB", to: "srgb", [
            ("color(--hsluv 0 0 100)", nil, [1.0, 1.0, 1.0]),
            ("color(--hsluv 12.1770506300617765 100 53.23711559542933)", nil, [1.0, 0.0, 0.0]),
            ("color(--hsluv 127.715012949240474 100 87.7355191096597338)", nil, [0.0, 1.0, 0.0]),
            ("color(--hsluv 265.8743202181779 100 32.3008729039800215)", nil, [0.0, 0.0, 1.0]),
            ("color(--hsluv 192.17705063006116 100 91.114752316705065)", nil, [0.0, 1.0, 1.0]),
            ("color(--hsluv 0 0 50.0344387925380687)", nil,
             [0.466666666666666674, 0.466666666666666674, 0.466666666666666674]),
            ("color(--hsluv 0 0 0)", nil, [0.0, 0.0, 0.0]),
            ("color(--hsluv none 0 88.1154369871094)", nil,
             [0.866666666666666696, 0.866666666666666696, 0.866666666666666696]),
            ("color(--hsluv 80 none 100)", nil, [1.0, 1.0, 1.0]),
            ("color(--hsluv 0 50 none)", nil, [0.0, 0.0, 0.0]),
        ])
        + group("sRGB to HSLuv", to: "hsluv", [
            ("#771199", nil, [290.583951381139741, 94.745562802664864, 30.9332504381216253]),
            ("#ffee77", nil, [77.5195453952684659, 100.00000000002693, 93.3383558005883742]),
            ("white", nil, [0, 0, 100]),
            ("black", nil, [0, 0, 0]),
        ])
        + group("HPLuv to sRGB", to: "srgb", [
            ("color(--hpluv 0 0 100)", nil, [1.0, 1.0, 1.0]),
            ("color(--hpluv 12.1770506300617765 426.746789183125202 53.23711559542933)", nil, [1.0, 0.0, 0.0]),
            ("color(--hpluv 127.715012949240474 490.145375063702204 87.7355191096597338)", nil, [0.0, 1.0, 0.0]),
            ("color(--hpluv 265.8743202181779, 513.41269684428039, 32.3008729039800215)", nil, [0.0, 0.0, 1.0]),
            ("color(--hpluv 192.17705063006116 369.190533917051368 91.114752316705065)", nil, [0.0, 1.0, 1.0]),
            ("color(--hpluv 0 0 50.0344387925380687)", nil,
             [0.466666666666666674, 0.466666666666666674, 0.466666666666666674]),
            ("color(--hpluv 349.049331623372325 57.3580941092039609 68.4044417972397838)", nil,
             [0.8, 0.6, 0.66666666666666663]),
            ("color(--hpluv 0 0 0)", nil, [0.0, 0.0, 0.0]),
            ("color(--hpluv none 0 88.1154369871094)", nil,
             [0.866666666666666696, 0.866666666666666696, 0.866666666666666696]),
            ("color(--hpluv 80 none 100)", nil, [1.0, 1.0, 1.0]),
            ("color(--hpluv 0 50 none)", nil, [0.0, 0.0, 0.0]),
        ])
        + group("sRGB to HPLuv", to: "hpluv", [
            ("#cc99aa", nil, [349.049331623372325, 57.3580941092039609, 68.4044417972397838]),
            ("cyan", nil, [192.17705063006116, 369.190533917051368, 91.114752316705065]),
            ("white", nil, [0, 0, 100]),
            ("black", nil, [0, 0, 0]),
        ])
        + group("Okhsl", to: "okhsl", [
            ("white", nil, [.missing, 0.0, 1.0000000000000002]),
            ("red", nil, [29.233880279627897, 1.0000000995016396, 0.5680846563197034]),
            ("lime", nil, [142.4953450414439, 1.0000000000000016, 0.8445289714936317]),
            ("blue", nil, [264.05202261636987, 1.0000000005848084, 0.3665653391870817]),
            ("cyan", nil, [194.76895989798186, 1.0000000000000022, 0.8898483085518512]),
            ("magenta", nil, [328.3634151749902, 1, 0.6532987485868166]),
            ("yellow", nil, [109.76923612816614, 1.000000000488464, 0.9627044043394304]),
            ("black", nil, [.missing, 0.0, 0.0]),
        ])
        + group("Okhsv", to: "okhsv", [
            ("white", nil, [.missing, 1.3189507366749435e-15, 1.0000000000000007]),
            ("red", nil, [29.233880279627897, 1.0000002264814274, 1.0000000000000002]),
            ("lime", nil, [142.4953450414439, 0.9999998662472009, 1.0000000000000004]),
            ("blue", nil, [264.05202261636987, 1.0000000023007056, 1.0000000000000004]),
            ("cyan", nil, [194.76895989798186, 0.9999996310024463, 1.0000000000000009]),
            ("magenta", nil, [328.3634151749902, 0.999999999954202, 1]),
            ("yellow", nil, [109.76923612816614, 1.000000019514276, 1.0000000000000002]),
            ("black", nil, [.missing, 0.0, 0.0]),
        ])
        + group("Rec2020 to Rec2020 Linear", to: "rec2020-linear", [
            ("color(rec2020 -0.07 -0.5 0.2)", nil, [-0.001691357, -0.1894645708, 0.021012222]),
        ])
        + group("Rec2020 Linear to Rec2020", to: "rec2020", [
            ("color(--rec2020-linear -0.017 -0.5 0.2)", nil, [-0.183099455, -0.749153538, 0.51140209]),
        ])
        + group("ProPhoto to ProPhoto Linear", to: "prophoto-linear", [
            ("color(prophoto-rgb -0.02 -0.5 0.2)", nil, [-0.00125, -0.28717, 0.05519]),
        ])
        + group("ProPhoto Linear to ProPhoto", to: "prophoto", [
            ("color(--prophoto-rgb-linear -0.0017 -0.5 0.2)", nil, [-0.0272, -0.6804, 0.40896]),
        ])
        + group("Get coordinates", to: "srgb", [
            ("slategray", "srgb", [0.4392156862745098, .unchecked, .unchecked]),
            ("slategray", "lch", [.unchecked, 11.23415, .unchecked]),
            ("slategray", "lch", [.unchecked, 11.23415, .unchecked]),
            ("slategray", "oklch", [.unchecked, 0.03100055, .unchecked]),
            ("slategray", "jzazbz", [0.11646942, .unchecked, .unchecked]),
            ("jzazbz(0.54 0 0)", "jzazbz", [0.54, .unchecked, .unchecked]),
        ])
}
