import ArgumentParser
import ChromaCLI
import ChromaKit
import ChromaStream

/// The contrast methods with published targets for text, which `adjust --min-contrast`, `contrast --fix` and
/// `lint --contrast` take: the WCAG 2.1 ratio and the APCA Lc.
enum TargetMethod: String, NamedArgumentValue {
    case wcag21, apca

    /// The registered method.
    var method: ContrastMethod { self == .wcag21 ? .wcag21 : .apca }

    /// The target when none is given: WCAG 2.1 level AA for text (4.5:1, success criterion 1.4.3), or the APCA
    /// Bronze level for body text (Lc 75, `ContrastGuidance.apcaUses`).
    var defaultTarget: Double { self == .wcag21 ? 4.5 : 75 }

    /// The greatest target the method can reach: 21:1 (white on black), or Lc 108 (APCA's most, in magnitude).
    var greatestTarget: Double { self == .wcag21 ? 21 : 108 }

    /// Checks a target given to `option`: a number from 0 to `greatestTarget`.
    func validate(target: Double, option: String) throws {
        guard target.isFinite, (0...greatestTarget).contains(target) else {
            throw ValidationError("\(option) \(ShortNumber.string(target)) is outside 0…\(ShortNumber.string(greatestTarget)) for \(rawValue)")
        }
    }

    /// A value as a person reads it: `4.49:1`, `Lc 74.9` (cut, never rounded up; `ContrastLines.shown`).
    func shown(_ value: Double) -> String {
        ContrastLines.shown(value, method: method, precision: 6)
    }

    /// The message of a repair no lightness reaches: `no lightness reaches 7:1 on #777 (wcag21); the most is 4.69:1, with black`.
    func unreachableMessage(target: Double, background: String, best: Double, with color: Color) -> String {
        let end = DeltaE.oklabCoordinates(color).x > 0.5 ? "white" : "black"
        return "no lightness reaches \(shown(target)) on \(HumanView.escaped(background)) (\(rawValue)); the most is \(shown(best)), with \(end)"
    }
}
