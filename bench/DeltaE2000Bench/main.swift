// The project's CIEDE2000 kernel, `DeltaE.ciede2000(lab1:lab2:)`, timed on the Lab pairs that
// bench/deltae2000.sh writes, for comparison with the C program bench/deltae2000.c on the same pairs.
//
// Usage: deltae2000-bench PAIRS OUT ROUNDS (as bench/deltae2000.c). A benchmark only: built with
// the package, never installed.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif
import ChromaKit

/// Says `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let rounds = Int(arguments[3]) else {
    fail("usage: deltae2000-bench PAIRS OUT ROUNDS\n", status: 2)
}
guard let input = fopen(arguments[1], "rb") else { fail("cannot open \(arguments[1])\n") }
fseek(input, 0, SEEK_END)
let count = ftell(input) / (6 * MemoryLayout<Double>.size)
fseek(input, 0, SEEK_SET)
let pairs = UnsafeMutablePointer<Double>.allocate(capacity: 6 * count)
let results = UnsafeMutablePointer<Double>.allocate(capacity: count)
guard fread(pairs, 6 * MemoryLayout<Double>.size, count, input) == count else {
    fail("cannot read pairs\n")
}
fclose(input)

var start = timespec(), end = timespec()
clock_gettime(CLOCK_MONOTONIC, &start)
for _ in 0..<rounds {
    for i in 0..<count {
        let p = pairs + 6 * i
        results[i] = DeltaE.ciede2000(lab1: SIMD4(p[0], p[1], p[2], 0), lab2: SIMD4(p[3], p[4], p[5], 0))
    }
}
clock_gettime(CLOCK_MONOTONIC, &end)
let seconds = Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
guard let output = fopen(arguments[2], "wb"), fwrite(results, MemoryLayout<Double>.size, count, output) == count else {
    fail("cannot write \(arguments[2])\n")
}
fclose(output)
print("pairs/s", Int((Double(count * rounds) / seconds).rounded()))
