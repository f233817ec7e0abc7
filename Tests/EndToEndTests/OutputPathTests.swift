// What `-o PATH` (and ghostdraw's `save`, `export`, `render -o`) does to what
// is already at PATH: a regular file is replaced atomically, a link is
// followed and stays, a FIFO or a character device is written in place, the
// process's own descriptors are written as they are open, and anything else is
// refused with 73. Nothing a user points at is replaced by a file.

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("output paths") struct OutputPathTests {
    /// A scratch folder for one test.
    private func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-output-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The file type bits of `path` itself (not following a link).
    private func fileType(_ path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT
    }

    /// gradient's SVG of red to blue, the bytes every case below must deliver.
    private func referenceSVG() throws -> String {
        let r = try Tool.run("gradient", ["red", "blue", "--format", "svg"])
        #expect(r.status == 0)
        return r.stdout
    }

    @Test func aCharacterDeviceIsWrittenNotReplaced() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A null device of our own when the tests may make one (as root), else the system's.
        let device = folder + "/null"
        let nullDevice: dev_t = 0x103  // major 1, minor 3 in Linux's encoding
        let path = mknod(device, S_IFCHR | 0o666, nullDevice) == 0 ? device : "/dev/null"
        let r = try Tool.run("gradient", ["red", "blue", "--format", "svg", "-o", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty)
        #expect(fileType(path) == S_IFCHR, "\(path) is no longer a character device")
        let png = try Tool.run("gradient", ["red", "blue", "--format", "png", "--size", "8x2", "-o", path])
        #expect(png.status == 0, "\(png.stderr)")
        #expect(fileType(path) == S_IFCHR)
    }

    @Test func aFIFOsReaderGetsTheImage() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let r = try Tool.shell("cat \"\(fifo)\" > \"\(folder)/got\" & gradient red blue --format svg -o \"\(fifo)\"; status=$?; wait; exit $status")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(try String(contentsOfFile: folder + "/got", encoding: .utf8) == referenceSVG())
    }

    @Test func devStdoutIsTheOpenDescriptor() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/log"
        try "before\n".write(toFile: log, atomically: false, encoding: .utf8)
        let r = try Tool.shell("gradient red blue --format svg -o /dev/stdout >> \"\(log)\" && gradient red blue --format svg -o /dev/fd/1 | cat >> \"\(log)\"")
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try referenceSVG()
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "before\n" + svg + svg)
    }

    @Test func aLinkIsFollowedAndStays() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try "old".write(toFile: folder + "/real/picture.svg", atomically: false, encoding: .utf8)
        #expect(symlink("real/picture.svg", folder + "/link.svg") == 0)
        #expect(symlink("link.svg", folder + "/link2.svg") == 0)
        #expect(symlink("real/new.svg", folder + "/dangling.svg") == 0)
        for name in ["link2.svg", "dangling.svg"] {
            let r = try Tool.run("gradient", ["red", "blue", "--format", "svg", "-o", folder + "/" + name])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(fileType(folder + "/" + name) == S_IFLNK, "\(name) was replaced")
        }
        #expect(fileType(folder + "/link.svg") == S_IFLNK)
        let svg = try referenceSVG()
        #expect(try String(contentsOfFile: folder + "/real/picture.svg", encoding: .utf8) == svg)
        #expect(try String(contentsOfFile: folder + "/real/new.svg", encoding: .utf8) == svg)
    }

    @Test func aSocketIsRefusedWith73() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let socketPath = folder + "/socket"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in socketPath.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let r = try Tool.run("gradient", ["red", "blue", "--format", "svg", "-o", socketPath])
        #expect(r.status == 73)
        #expect(r.stderr.contains("it is a socket"), "\(r.stderr)")
        #expect(fileType(socketPath) == S_IFSOCK)
        let ghost = try Tool.run("ghostdraw", ["render", "--format", "svg", "-o", socketPath], stdin: "")
        #expect(ghost.status == 73, "\(ghost.stderr)")
        #expect(fileType(socketPath) == S_IFSOCK)
    }

    @Test func aPNGIsNotWrittenToATerminalWhateverItsName() throws {
        let terminal = try PseudoTerminal(executable: "/bin/sleep", arguments: ["5"])
        defer { terminal.close() }
        let r = try Tool.run("gradient", ["red", "blue", "--format", "png", "-o", terminal.deviceName])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("not writing a PNG to a terminal"), "\(r.stderr)")
        #expect(fileType(terminal.deviceName) == S_IFCHR)
    }

    @Test func ghostdrawSaveExportAndRenderFollowTheSameRule() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "old".write(toFile: folder + "/target.ndjson", atomically: false, encoding: .utf8)
        #expect(symlink("target.ndjson", folder + "/log.ndjson") == 0)
        #expect(symlink("picture-target.svg", folder + "/picture.svg") == 0)
        let script = "stroke 1,1 5,1\nsave \(folder)/log.ndjson\nexport \(folder)/picture.svg\nsave /dev/null\n"
        let repl = try Tool.run("ghostdraw", ["repl", "--size", "8x4", "--clock", "manual"], stdin: script)
        #expect(repl.status == 0, "\(repl.stderr)")
        #expect(fileType(folder + "/log.ndjson") == S_IFLNK)
        #expect(fileType(folder + "/picture.svg") == S_IFLNK)
        #expect(fileType("/dev/null") == S_IFCHR)
        let log = try String(contentsOfFile: folder + "/target.ndjson", encoding: .utf8)
        #expect(log.contains(#""event":"stroke""#))
        #expect(try String(contentsOfFile: folder + "/picture-target.svg", encoding: .utf8).hasPrefix("<svg"))
        let render = try Tool.run("ghostdraw", ["render", folder + "/log.ndjson", "--format", "svg", "-o", folder + "/picture.svg"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(fileType(folder + "/picture.svg") == S_IFLNK)
    }
}
