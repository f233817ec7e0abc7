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

let arguments = CommandLine.arguments
guard arguments.count == 4, let rounds = Int(arguments[3]) else {
    fputs("usage: deltae2000-bench PAIRS OUT ROUNDS\n", stderr)
    exit(2)
}
guard let input = fopen(arguments[1], "rb") else {
    perror(arguments[1])
    exit(1)
}
fseek(input, 0, SEEK_END)
let count = ftell(input) / (6 * MemoryLayout<Double>.size)
fseek(input, 0, SEEK_SET)
let pairs = UnsafeMutablePointer<Double>.allocate(capacity: 6 * count)
let results = UnsafeMutablePointer<Double>.allocate(capacity: count)
guard fread(pairs, 6 * MemoryLayout<Double>.size, count, input) == count else {
    fputs("cannot read pairs\n", stderr)
    exit(1)
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
    perror(arguments[2])
    exit(1)
}
fclose(output)
print("pairs/s", Int((Double(count * rounds) / seconds).rounded()))
