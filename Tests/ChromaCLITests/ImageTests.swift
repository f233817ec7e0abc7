// The image outputs: atomic file replacement.

import CZlib
import Foundation
import Testing

@testable import ChromaCLI

// MARK: - Helpers

/// Runs `python3 -c script args…`; returns stdout, with the exit status checked.
func python(_ script: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "python3 failed")
    return String(decoding: data, as: UTF8.self)
}

/// A fresh empty folder under the temporary directory.
func scratchDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

// MARK: - Atomic files

@Suite("AtomicFile")
struct AtomicFileTests {
    func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func listing(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func replacesTheTargetAtOnceKeepingItsMode() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.txt").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let held = open(path, O_RDONLY)
        defer { close(held) }
        try AtomicFile.write(to: path) { output throws(ImageWriteError) in
            try output.write("new contents")
            // Until the rename the target is untouched.
            #expect(contents(path) == "old")
        }
        #expect(contents(path) == "new contents")
        #expect(try listing(folder) == ["out.txt"])
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino != before.st_ino, "a new file was renamed into place")
        #expect(after.st_mode & 0o777 == 0o640)
        // The old file, still open, was never written to.
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(read(held, &buffer, 16) == 3)
    }

    @Test func newFileGetsTheUmaskMode() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("fresh.png").path
        try AtomicFile.write(to: path, synchronize: true) { output throws(ImageWriteError) in try output.write("x") }
        let mask = umask(0)
        umask(mask)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o666 & ~mask)
    }

    @Test func failedBodyLeavesTargetAndNoTemporaryFile() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("keep.txt").path
        try "precious".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: FileOutputError.cannotWrite(path: path, .io(ENOSPC))) {
            try AtomicFile.write(to: path) { output throws(ImageWriteError) in
                try output.write("half")
                throw .io(ENOSPC)
            }
        }
        #expect(contents(path) == "precious")
        #expect(try listing(folder) == ["keep.txt"])
        #expect(FileOutputError.cannotWrite(path: path, .io(ENOSPC)).exitStatus == .ioError)
    }

    @Test func discardedOrDroppedFileLeavesNothing() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let file = try AtomicFile(replacing: folder.appendingPathComponent("a").path)
            var output = file.output
            try output.write("partial")
            #expect(try listing(folder).count == 1)
            #expect(file.temporaryPath.hasPrefix(folder.path + "/.a."))
        }
        #expect(try listing(folder).isEmpty)
    }

    @Test func missingDirectoryCannotCreate() throws {
        let path = "/nonexistent-chromatools-dir/sub/out.png"
        let error = #expect(throws: FileOutputError.self) {
            try AtomicFile.write(to: path) { _ throws(ImageWriteError) in }
        }
        #expect(error == .cannotCreate(directory: "/nonexistent-chromatools-dir/sub", code: ENOENT))
        #expect(error?.exitStatus == .cannotCreate)
        #expect(error?.exitStatus.rawValue == 73)
        #expect(error?.description == "cannot create a file in \"/nonexistent-chromatools-dir/sub\": No such file or directory")
    }

    @Test func unwritableDirectoryCannotCreateAndLeavesNothing() throws {
        // Permission bits do not stop root; a read-only file system does.
        let folder = try scratchDirectory("atomic")
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        #expect(chmod(folder.path, 0o555) == 0)
        let path = geteuid() == 0 ? "/proc/chromatools-test.png" : folder.appendingPathComponent("out.png").path
        let error = #expect(throws: FileOutputError.self) {
            try AtomicFile.write(to: path) { output throws(ImageWriteError) in try output.write("x") }
        }
        if case .cannotCreate = error {} else { Issue.record("expected cannotCreate, got \(String(describing: error))") }
        #expect(try listing(folder).isEmpty)
    }

    @Test func directoryTargetIsRefusedBeforeWriting() throws {
        let folder = try scratchDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = false
        #expect(throws: FileOutputError.cannotReplace(path: folder.path, code: EISDIR)) {
            try AtomicFile.write(to: folder.path) { _ throws(ImageWriteError) in ran = true }
        }
        #expect(throws: FileOutputError.cannotReplace(path: folder.path + "/", code: EISDIR)) {
            try AtomicFile.write(to: folder.path + "/") { _ throws(ImageWriteError) in ran = true }
        }
        #expect(!ran)
        #expect(try listing(folder).isEmpty)
    }

    @Test func relativePathsStayInTheirDirectory() {
        #expect(AtomicFile.split("out.png") == (".", "out.png"))
        #expect(AtomicFile.split("a/b/out.png") == ("a/b", "out.png"))
        #expect(AtomicFile.split("/out.png") == ("/", "out.png"))
        #expect(AtomicFile.split("a//out.png") == ("a", "out.png"))
        #expect(AtomicFile.split("a/") == ("a", ""))
    }
}
