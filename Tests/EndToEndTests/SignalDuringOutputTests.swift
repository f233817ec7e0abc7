import Foundation
import Testing

/// A signal that ends a tool while it writes records leaves an output file of whole records (chromatools(7),
/// BUFFERING): the write in progress is finished first, then the tool ends by that signal.
///
/// Without that, most of these runs end in part of a record.
@Suite("signals during output") struct SignalDuringOutputTests {
    @Test(arguments: ["INT", "HUP", "TERM", "USR1"], ["", "-j 2"])
    func anOutputFileEndsWithAWholeRecord(signal: String, jobs: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("signal-output-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(String(repeating: "tomato\n#3a7bd5\noklch(0.7 0.1 200)\n", count: 30_000).utf8)
            .write(to: folder.appendingPathComponent("in.txt"))
        // Job control, and env resetting what the test runner ignores, so that each signal has its default
        // action. The records go through a pipe to a slow reader, so that the tool spends its time in write(2),
        // where a signal would cut a block of records short.
        let result = try Tool.shell("""
            set -m
            cd '\(folder.path)'
            for run in 1 2 3; do
              rm -f pipe; mkfifo pipe
              python3 -c 'import sys, time
            while True:
                chunk = sys.stdin.buffer.read1(4096)
                if not chunk: break
                sys.stdout.buffer.write(chunk)
                time.sleep(0.0005)' < pipe > out.txt & reader=$!
              env --default-signal colorconv \(jobs) --to all < in.txt > pipe & tool=$!
              sleep 0.$((run * 2 - 1))
              kill -\(signal) $tool
              wait $tool; status=$?
              wait $reader
              size=$(wc -c < out.txt)
              last=$(tail -c 1 out.txt | od -An -tx1 | tr -d ' ')
              echo "$status $size $last"
            done
            """)
        let runs = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(runs.count == 3, "\(result.stdout) \(result.stderr)")
        for run in runs where run.count >= 2 {
            // Ended by the signal (128 + its number), with nothing or whole records written.
            #expect(Int(run[0])! > 128, "\(signal) \(jobs): status \(run[0])")
            #expect(run[1] == "0" || run.count == 3 && run[2] == "0a", "\(signal) \(jobs): \(run[1]) bytes ending in \(run.dropFirst(2))")
        }
        #expect(runs.contains { $0.count == 3 && $0[1] != "0" }, "some run should have written records before the signal: \(runs)")
    }
}
