// Fuzz target `actions`: the batch-action decoders of the games (Sources/ChromaGameEngines).
//
// Every input is one action line, given to each decoder:
// - `BullseyeProtocol.decodeAction`: it never traps; an accepted `hit` has a
//   value in 1…100; the action re-encoded with `BullseyeProtocol.record`
//   decodes again to the same action: the value within 5e-7 (the encoder
//   writes 6 decimals) and scoring the same (`BullseyeRules.sliderValue`);
// - `ColorGameProtocol.decodeAction`: it never traps; an accepted time is
//   finite and ≥ 0, an accepted number is finite. It has no encoder, so
//   instead the same line decodes the same with a fresh scanner as with one
//   reused across inputs (as the batch reader reuses one across lines).
// - `GhostTraceProtocol.decodeAction` (ghostdraw trace): the same, and an
//   accepted time is finite and ≥ 0.
// A broken property stops the run with a message (fatalError), which
// libFuzzer reports as a crash and saves the input.

import ChromaKit
import ChromaRuntime
import ChromaGameEngines

/// Scanners kept across inputs, as the batch readers keep one across lines.
nonisolated(unsafe) var bullseyeScanner = JSONObjectScanner()
nonisolated(unsafe) var colorGameScanner = JSONObjectScanner()
nonisolated(unsafe) var traceScanner = JSONObjectScanner()

/// The outcome of a decoder as comparable text (a `none` color component is NaN, so `==` cannot compare it).
func outcome<T, E: Error>(_ body: () throws(E) -> T) -> String {
    do throws(E) { return "ok " + String(reflecting: try body()) } catch { return "error " + String(reflecting: error) }
}

/// Checks the Bull's Eye decoder on `line`.
func checkBullseye(_ line: UnsafeBufferPointer<UInt8>, shown: String) {
    let action: BullseyeAction
    do { action = try BullseyeProtocol.decodeAction(line, scanner: &bullseyeScanner) } catch { return }
    var fresh = JSONObjectScanner()
    guard let again = try? BullseyeProtocol.decodeAction(line, scanner: &fresh), again == action else {
        fatalError("bullseye: \(shown) decodes differently with a fresh scanner")
    }
    let record = BullseyeProtocol.record(action)
    let reread: BullseyeAction
    do { reread = try BullseyeProtocol.decodeAction(record) } catch {
        fatalError("bullseye: \(shown) → \(record.debugDescription) does not decode: \(error)")
    }
    switch (action, reread) {
    case (.hit(let a), .hit(let b)):
        guard a.isFinite, a >= 1, a <= 100 else { fatalError("bullseye: \(shown) gave a hit at \(a)") }
        guard abs(a - b) <= 5e-7 + 1e-12, BullseyeRules.sliderValue(a) == BullseyeRules.sliderValue(b) else {
            fatalError("bullseye: \(shown) → \(record.debugDescription) → \(b)")
        }
    case (.startOver, .startOver):
        break
    default:
        fatalError("bullseye: \(shown) → \(record.debugDescription) → \(reread)")
    }
}

/// Checks the color games' decoder on `line`.
func checkColorGame(_ line: UnsafeBufferPointer<UInt8>, shown: String) {
    let reused = outcome { () throws(GameActionError) in try ColorGameProtocol.decodeAction(line, scanner: &colorGameScanner) }
    var fresh = JSONObjectScanner()
    let once = outcome { () throws(GameActionError) in try ColorGameProtocol.decodeAction(line, scanner: &fresh) }
    guard reused == once else { fatalError("color games: \(shown) decodes as \(reused) and as \(once)") }
    guard let command = try? ColorGameProtocol.decodeAction(line, scanner: &fresh) else { return }
    if let t = command.time, !(t.isFinite && t >= 0) { fatalError("color games: \(shown) has time \(t)") }
    switch command.action {
    case .setChannel(_, let value, _, _):
        guard value.isFinite else { fatalError("color games: \(shown) sets a channel to \(value)") }
    case .setRatio(let value, _):
        guard value.isFinite else { fatalError("color games: \(shown) sets the ratio to \(value)") }
    default:
        break
    }
}

/// Checks ghostdraw trace's decoder on `line`.
func checkTrace(_ line: UnsafeBufferPointer<UInt8>, shown: String) {
    let reused = outcome { () throws(GameActionError) in try GhostTraceProtocol.decodeAction(line, scanner: &traceScanner) }
    var fresh = JSONObjectScanner()
    let once = outcome { () throws(GameActionError) in try GhostTraceProtocol.decodeAction(line, scanner: &fresh) }
    guard reused == once else { fatalError("trace: \(shown) decodes as \(reused) and as \(once)") }
    guard let decoded = try? GhostTraceProtocol.decodeAction(line, scanner: &fresh) else { return }
    if let t = decoded.time, !(t.isFinite && t >= 0) { fatalError("trace: \(shown) has time \(t)") }
}

/// Checks one input; any broken property ends the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let line = UnsafeBufferPointer(start: data, count: size)
    let shown = String(decoding: line, as: UTF8.self).debugDescription
    checkBullseye(line, shown: shown)
    checkColorGame(line, shown: shown)
    checkTrace(line, shown: shown)
    return 0
}
