// A stand-in tool for testing the keyboard slider through a pseudo-terminal
// before the games use it: it runs one slider over 1…100 and, once the
// terminal is given back, prints how it ended.
//
//     slider-fixture INITIAL show|hide [LABEL]
//
// Output: `committed: N`, `cancelled` or `end of input` (exit 0),
// `interrupted` (exit 130, as a shell reports Ctrl-C); a widget error goes to
// stderr as `slider-fixture: MESSAGE` (exit 1), a bad argument exits with 64.

#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import ChromaTerminal

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let initial = Double(arguments[arguments.startIndex]),
    ["show", "hide"].contains(arguments[arguments.startIndex + 1])
else {
    fputs("usage: slider-fixture INITIAL show|hide [LABEL]\n", stderr)
    exit(64)
}
let showsValue = arguments[arguments.startIndex + 1] == "show"
let label = arguments.count >= 3 ? arguments[arguments.startIndex + 2] : "Your guess"

let slider = Slider(range: 1...100, initial: initial, label: label, showsValue: showsValue)
do {
    let outcome = try slider.run()
    switch outcome {
    case .committed(let value):
        print("committed: \(value == value.rounded() ? String(Int(value)) : String(value))")
    case .cancelled:
        print("cancelled")
    case .interrupted:
        print("interrupted")
        fflush(stdout)
        exit(130)
    case .endOfInput:
        print("end of input")
    }
} catch {
    fputs("slider-fixture: \(error)\n", stderr)
    exit(1)
}
