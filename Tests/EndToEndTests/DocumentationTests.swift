import ChromaKit
import ChromaGameEngines
import Foundation
import Testing

/// Checks the manual pages and the JSON Schema files against the built tools.
///
/// The pages must lint clean under mandoc, every option a tool's help prints
/// must have its own `.It Fl` entry in that tool's page under `man/` (and the
/// page must list no option the tool lacks), and real output of every
/// command must validate against the schema for its kind of record: the
/// color records of the stream tools, the games' events and their leaderboards,
/// ghostdraw's event logs and reveal records.
@Suite struct DocumentationTests {
    static let manDirectory = Tool.packageRoot.appendingPathComponent("man")
    static let schemaDirectory = Tool.packageRoot.appendingPathComponent("schema")
    /// Each tool with a manual page, and its commands as the tool describes them (a command of a command after its own: `play scores`).
    static let subcommands = Dictionary(uniqueKeysWithValues: ToolCommands.all.map { ($0.tool, $0.commands) })
    static let tools = subcommands.keys.sorted()
    // MARK: (a) mandoc lint

    @Test func manPagesLintCleanUnderMandoc() throws {
        let which = try Tool.shell("command -v mandoc")
        try #require(
            which.status == 0,
            "mandoc is not installed. Run `make test`, which installs it (or `apt-get install mandoc`)."
        )
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.manDirectory.path)
            .filter { name in name.last.map { "1234567890".contains($0) } == true && name.contains(".") }
            .sorted()
        for tool in Self.tools {
            #expect(pages.contains("\(tool).1"), "man/\(tool).1 is missing")
        }
        #expect(pages.contains("chromatools.7"))
        for page in pages {
            let path = Self.manDirectory.appendingPathComponent(page).path
            let lint = try Tool.shell("mandoc -Tlint -W warning \(Self.shellQuoted(path))")
            #expect(
                lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty,
                "mandoc -Tlint -W warning \(page) (status \(lint.status)):\n\(lint.stdout)\(lint.stderr)"
            )
        }
    }

    // MARK: (b) every option in the help is in the manual

    @Test(arguments: tools)
    func everyOptionInTheHelpHasAnEntryInTheManual(tool: String) throws {
        var helpOptions: [String: Set<String>] = [:]  // option → the commands that printed it
        var invocations: [[String]] = [["--help"]]
        for sub in Self.subcommands[tool] ?? [] {
            let words = sub.split(separator: " ").map(String.init)  // a command of a command: "trace play"
            invocations.append(["help"] + words)
            invocations.append(words + ["--help"])
        }
        for arguments in invocations {
            let result = try Tool.run(tool, arguments)
            let command = ([tool] + arguments).joined(separator: " ")
            #expect(result.status == 0, "\(command) exited \(result.status): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(command) printed no help on standard output")
            for option in Self.optionsPrinted(byHelp: result.stdout) {
                helpOptions[option, default: []].insert(command)
            }
        }
        #expect(helpOptions["--help"] != nil, "no --help found in the help output; is \(tool) built?")

        let page = try String(contentsOf: Self.manDirectory.appendingPathComponent("\(tool).1"), encoding: .utf8)
        let documented = Self.optionsWithListEntries(inMdoc: page)
        for (option, commands) in helpOptions.sorted(by: { $0.key < $1.key }) {
            let hasEntry = documented.contains(option)
            #expect(
                hasEntry,
                "\(option), printed by \(commands.sorted().joined(separator: ", ")), has no `.It Fl` entry in man/\(tool).1"
            )
        }
        for option in documented.sorted() where helpOptions[option] == nil {
            Issue.record("man/\(tool).1 documents \(option), which no help output of \(tool) prints")
        }
    }

    /// Every command a tool's help lists has an entry in its page's COMMANDS section.
    @Test(arguments: tools)
    func everyCommandHasAnEntryInTheManual(tool: String) throws {
        let page = try String(contentsOf: Self.manDirectory.appendingPathComponent("\(tool).1"), encoding: .utf8)
        let commands = Self.subcommands[tool] ?? []
        #expect(!commands.isEmpty, "\(tool) --experimental-dump-help describes no commands")
        for sub in commands + ["help"] {
            #expect(page.contains("\n.It Cm \(sub)"), "man/\(tool).1 has no `.It Cm \(sub)` entry")
        }
    }

    /// The options a swift-argument-parser help text prints: those of the
    /// USAGE lines and of the definition column of the option lists.
    static func optionsPrinted(byHelp help: String) -> Set<String> {
        var options: Set<String> = []
        var inUsage = false
        for rawLine in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let trimmed = line.drop(while: { $0 == " " })
            if line.hasPrefix("USAGE:") { inUsage = true }
            if line.isEmpty { inUsage = false }
            var text = ""
            if inUsage {
                text = line
            } else if trimmed.hasPrefix("-") {
                // The definition column ends where two blanks start the description.
                text = String(trimmed.components(separatedBy: "  ").first ?? "")
            }
            options.formUnion(optionTokens(in: text))
        }
        return options
    }

    /// Tokens like `-u` or `--to-color` in `text`, cut at anything that cannot be part of an option name.
    static func optionTokens(in text: String) -> [String] {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-"))
        return text.unicodeScalars.split(whereSeparator: { !allowed.contains($0) })
            .map { String(String.UnicodeScalarView($0)) }
            .filter { token in
                guard token.hasPrefix("-") else { return false }
                let name = token.drop(while: { $0 == "-" })
                let dashes = token.count - name.count
                return (dashes == 1 || dashes == 2) && name.first.map { $0.isLetter } == true
                    && (dashes == 2 || name.count == 1)
            }
    }

    /// The options named by `Fl` on the `.It` lines of an mdoc page: `.It Fl u , Fl -unbuffered` gives `-u` and `--unbuffered`.
    static func optionsWithListEntries(inMdoc page: String) -> Set<String> {
        var options: Set<String> = []
        for line in page.split(separator: "\n") where line.hasPrefix(".It ") {
            let words = line.split(separator: " ").map(String.init)
            for (i, word) in words.enumerated() where word == "Fl" && i + 1 < words.count {
                let flag = words[i + 1]
                if flag.first.map({ $0.isLetter || $0 == "-" }) == true {
                    options.insert("-" + flag)
                }
            }
        }
        return options
    }

    // MARK: (c) real output validates against the schemas

    @Test func convertRecordsValidate() throws {
        try Self.requireValidators()
        let colors = [
            "tomato", "gray", "black", "white", "rgb(10 20 30 / 0.5)", "#3a7bd580",
            "oklch(0.7 0.15 30)", "color(display-p3 0 1 0)", "hsl(200 60% 40%)",
        ]
        let fromArguments = try Tool.run("colorconv", colors + ["--to", "all"])
        try Self.expectClean(fromArguments, "colorconv COLORS --to all")
        try #require(fromArguments.lines.count == colors.count, "one record per color: \(fromArguments.stdout)")
        try Self.validate(fromArguments.stdout, against: "color-record.schema.json", "convert --to all")

        let input = """
            {"id":7,"note":"kept","color":"teal"}
            rebeccapurple

              {"id":8,"color":"oklab(0.5 0.1 -0.1 / 25%)"}
            """
        let fromStdin = try Tool.run("colorconv", ["--to", "all"], stdin: input + "\n")
        try Self.expectClean(fromStdin, "colorconv --to all < records")
        #expect(fromStdin.lines.count == 3)
        try Self.validate(fromStdin.stdout, against: "color-record.schema.json", "convert --to all from stdin")

        let plain = try Tool.run("colorconv", ["tomato", "#ff634799", "--to", "oklch,hsl,cmyk,rgb8,xyz"])
        try Self.expectClean(plain, "colorconv … --to oklch,hsl,cmyk,rgb8,xyz")
        try Self.validate(plain.stdout, against: "color-record.schema.json", "convert --to some")

        // The gray has no hue: null, as the manual says.
        let gray = try Self.object(fromArguments.lines[1])
        #expect((gray["oklch"] as? [String: Any])?["h"] is NSNull, "gray: oklch.h should be null: \(fromArguments.lines[1])")
        #expect((gray["hsl"] as? [String: Any])?["h"] is NSNull, "gray: hsl.h should be null: \(fromArguments.lines[1])")
        // Alpha is present when not 1 and absent when 1.
        #expect(try Self.object(fromArguments.lines[4])["alpha"] as? Double == 0.5)
        #expect(try Self.object(fromArguments.lines[0])["alpha"] == nil)
        // Wide-gamut green is reported as outside sRGB.
        #expect(try Self.object(fromArguments.lines[7])["inGamut"] as? Bool == false)
        #expect(try Self.object(fromArguments.lines[0])["inGamut"] as? Bool == true)
    }

    /// `--to all` gives every space `colorconv spaces` lists, with its channels (the schema's space
    /// objects and colorconv(1)'s table are generated from the same registry).
    @Test func toAllGivesEverySpaceThatSpacesLists() throws {
        let spaces = try Tool.run("colorconv", ["spaces"])
        try Self.expectClean(spaces, "colorconv spaces")
        let records = try spaces.lines.map(Self.object)
        #expect(records.count >= 20)

        let all = try Tool.run("colorconv", ["tomato", "--to", "all"])
        try Self.expectClean(all, "colorconv tomato --to all")
        let record = try Self.object(all.stdout)
        for key in ["color", "hex", "rgb8", "name", "nameDeltaE", "inGamut"] {
            #expect(record[key] != nil, "--to all lacks \(key): \(all.stdout)")
        }
        for space in records {
            guard let key = space["json"] as? String, let channels = space["channels"] as? [[String: Any]] else {
                Issue.record("spaces record without json or channels: \(space)")
                continue
            }
            let letters = channels.compactMap { $0["key"] as? String }
            let object = record[key] as? [String: Any]
            #expect(object != nil, "--to all lacks the space \(key)")
            #expect(Set(object.map { Array($0.keys) } ?? []) == Set(letters), "--to all: \(key) should have channels \(letters): \(all.stdout)")
        }
    }

    @Test func distanceRecordsValidate() throws {
        try Self.requireValidators()
        var output = ""
        for method in DeltaE.methods.map(\.name) {
            let result = try Tool.run("colorconv", ["distance", "red", "blue", "--method", method])
            try Self.expectClean(result, "colorconv distance red blue --method \(method)")
            #expect(result.lines.count == 1)
            output += result.stdout
        }
        let pairs = try Tool.run(
            "colorconv", ["distance"], stdin: "red\n{\"id\":1,\"color\":\"#fe0000\"}\n\noklch(0.6 0.1 250)\n")
        try Self.expectClean(pairs, "colorconv distance < three colors")
        #expect(pairs.lines.count == 2, "three colors make two sliding pairs")
        output += pairs.stdout
        let against = try Tool.run(
            "colorconv", ["distance", "--to-color", "white", "--method", "ok"], stdin: "black\n{\"id\":2,\"color\":\"gray\"}\n")
        try Self.expectClean(against, "colorconv distance --to-color white < two colors")
        #expect(against.lines.count == 2)
        output += against.stdout
        try Self.validate(output, against: "distance-record.schema.json", "distance")
    }

    @Test func nameRecordsValidate() throws {
        try Self.requireValidators()
        let fromArguments = try Tool.run("colorconv", ["name", "#3a7bd5", "gray", "oklch(0.7 0.15 30 / 0.5)"])
        try Self.expectClean(fromArguments, "colorconv name COLORS")
        #expect(fromArguments.lines.count == 3)
        let fromStdin = try Tool.run("colorconv", ["name"], stdin: "{\"id\":3,\"color\":\"tomato\"}\n")
        try Self.expectClean(fromStdin, "colorconv name < record")
        try Self.validate(fromArguments.stdout + fromStdin.stdout, against: "name-record.schema.json", "name")
    }

    @Test func temperatureRecordsValidate() throws {
        try Self.requireValidators()
        let measured = try Tool.run("colorconv", ["cct", "#ffb46b", "white", "color(xyz-d65 0.4 0.4 0.3)"])
        try Self.expectClean(measured, "colorconv cct COLORS")
        #expect(measured.lines.count == 3)
        try Self.validate(measured.stdout, against: "cct-record.schema.json", "cct")
        let made = try Tool.run("colorconv", ["blackbody", "--to", "oklch"], stdin: measured.stdout + "1000\n100000K\n")
        try Self.expectClean(made, "colorconv blackbody < cct records")
        #expect(made.lines.count == 5)
        try Self.validate(made.stdout, against: "color-record.schema.json", "blackbody")
        try Self.validate(made.stdout, against: "cct-record.schema.json", "blackbody")
    }

    @Test func paletteRecordsValidate() throws {
        try Self.requireValidators()
        let random = try Tool.run("colorconv", ["random", "-n", "12", "--seed", "8", "--strategy", "oklch", "--to", "all"])
        try Self.expectClean(random, "colorconv random --to all")
        try Self.validate(random.stdout, against: "color-record.schema.json", "random")
        let sorted = try Tool.run("colorconv", ["sort", "--by", "hue", "--to", "oklch"], stdin: #"{"id":1,"color":"gold"}"# + "\ngray\nnavy\n")
        try Self.expectClean(sorted, "colorconv sort")
        try Self.validate(sorted.stdout, against: "color-record.schema.json", "sort")
        let distinct = try Tool.run("colorconv", ["distinct", "-n", "4", "--keep", "oklch(0.7 0.1 30 / 0.5)", "--seed", "2", "--to", "oklch,rgb8"])
        try Self.expectClean(distinct, "colorconv distinct")
        try Self.validate(distinct.stdout, against: "distinct-record.schema.json", "distinct")
        let scale = try Tool.run("colorconv", ["scale", "--to", "oklch"], stdin: ##"{"id":1,"color":"#3b82f6"}"## + "\ngray\n")
        try Self.expectClean(scale, "colorconv scale")
        try Self.validate(scale.stdout, against: "color-record.schema.json", "scale")
        try Self.validate(scale.stdout, against: "scale-record.schema.json", "scale")
        let harmony = try Tool.run("colorconv", ["harmony", "--kind", "mono", "--in", "hsl", "--to", "oklch"],
                                   stdin: ##"{"id":1,"color":"gold"}"## + "\noklch(0.5 0.1 200 / 0.5)\n")
        try Self.expectClean(harmony, "colorconv harmony")
        #expect(harmony.lines.count == 10)
        try Self.validate(harmony.stdout, against: "harmony-record.schema.json", "harmony")
        let list = try Tool.run("colorconv", ["list", "--to", "all"])
        try Self.expectClean(list, "colorconv list --to all")
        try Self.validate(list.stdout, against: "list-record.schema.json", "list")
    }

    @Test func spaceRecordsValidate() throws {
        try Self.requireValidators()
        let spaces = try Tool.run("colorconv", ["spaces"])
        try Self.expectClean(spaces, "colorconv spaces")
        try Self.validate(spaces.stdout, against: "space-record.schema.json", "spaces")
    }

    @Test func mixRecordsValidate() throws {
        try Self.requireValidators()
        var output = ""
        let runs: [(arguments: [String], stdin: String?, records: Int)] = [
            (["red", "blue"], nil, 1),
            (["red", "30%", "blue", "20%", "--in", "oklch", "--hue", "longer"], nil, 1),
            (["red:2", "blue:1", "gold:1", "--in", "device"], nil, 1),
            (["steps", "red", "blue", "-n", "4"], nil, 4),
            (["--with", "white", "--by", "0.2"], "{\"id\":7,\"color\":\"tomato\"}\nrebeccapurple\n{\"color\":\"#3a7bd580\"}\n", 3),
            ([], "{\"id\":1,\"colors\":[\"red\",\"blue\",\"gold\"],\"weights\":[2,1,1]}\n{\"colors\":[\"gray\",\"teal\"]}\n", 2),
            (["--pairs", "--in", "hsl"], "red\nblue\ngold\nwhite\n", 2),
            (["red", "blue", "--in", "lch", "--adaptation", "cat16"], nil, 1),
        ]
        for run in runs {
            let command = (["colormix"] + run.arguments).joined(separator: " ") + (run.stdin == nil ? "" : " < records")
            let result = try Tool.run("colormix", run.arguments, stdin: run.stdin)
            try Self.expectClean(result, command)
            #expect(result.lines.count == run.records, "\(command): \(result.stdout)")
            output += result.stdout
        }
        try Self.validate(output, against: "mix-record.schema.json", "colormix")

        // What the manual says of the fields: weights are shares adding up to 1, hue only in a polar space,
        // steps records carry t/index/count, and input fields come first.
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines {
            let mix = try #require(try Self.object(line)["mix"] as? [String: Any], "no mix object: \(line)")
            let weights = try #require(mix["weights"] as? [Double], "no weights: \(line)")
            let colors = try #require(mix["colors"] as? [String], "no colors: \(line)")
            #expect(weights.count == colors.count, "one weight per color: \(line)")
            #expect(abs(weights.reduce(0, +) - 1) < 1e-5, "weights add up to 1: \(line)")
            let polar = ["hsl", "hsb", "hwb", "lch", "oklch"].contains(mix["in"] as? String ?? "")
            #expect((mix["hue"] != nil) == polar, "hue only in a polar space: \(line)")
        }
        let translucent = try Self.object(lines[1])
        #expect(translucent["alpha"] as? Double == 0.5, "30% + 20% makes alpha 0.5: \(lines[1])")
        #expect((translucent["mix"] as? [String: Any])?["hue"] as? String == "longer")
        #expect(((try Self.object(lines[2]))["mix"] as? [String: Any])?["in"] as? String == "srgb", "device is srgb")
        for (i, line) in lines[3..<7].enumerated() {
            let record = try Self.object(line)
            #expect(record["index"] as? Int == i && record["count"] as? Int == 4, "steps record \(i): \(line)")
        }
        #expect(lines[7].hasPrefix("{\"id\":7,\"color\":"), "the input fields come first: \(lines[7])")
        let adapted = try #require(try Self.object(lines[lines.count - 1])["mix"] as? [String: Any])
        #expect(adapted["adaptation"] as? String == "cat16", "a method other than bradford is named: \(lines[lines.count - 1])")
        #expect(lines.dropLast().allSatisfy { !$0.contains("\"adaptation\"") }, "bradford, the default, goes unsaid")
    }

    @Test func gradientRecordsValidate() throws {
        try Self.requireValidators()
        let fromArguments = try Tool.run("gradient", ["red", "gold", "blue", "--steps", "5"])
        try Self.expectClean(fromArguments, "gradient red gold blue --steps 5")
        #expect(fromArguments.lines.count == 5)
        let positioned = try Tool.run("gradient", ["rgb(255 0 0 / 0.5)", "0%", "gold", "30%", "blue", "--in", "oklch", "--hue", "longer", "--steps", "7"])
        try Self.expectClean(positioned, "gradient … --in oklch --hue longer --steps 7")
        #expect(positioned.lines.count == 7)
        let fromStdin = try Tool.run("gradient", ["--steps", "3"], stdin: "red\n{\"color\":\"gold\",\"position\":0.3}\n\nblue\n")
        try Self.expectClean(fromStdin, "gradient --steps 3 < stops")
        #expect(fromStdin.lines.count == 3)
        let output = fromArguments.stdout + positioned.stdout + fromStdin.stdout
        try Self.validate(output, against: "gradient-record.schema.json", "gradient")

        for (i, line) in fromArguments.lines.enumerated() {
            let record = try Self.object(line)
            #expect(record["t"] as? Double == Double(i) / 4, "t of record \(i): \(line)")
            #expect(record["index"] as? Int == i && record["count"] as? Int == 5, "record \(i): \(line)")
        }
        #expect(try Self.object(positioned.lines[0])["alpha"] as? Double == 0.5)
    }

    @Test func bullseyeEventsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        // Seed 7 deals the targets 71, 84, 100, then 7 after the start over: every title, a start over after the game
        // is over, and a fraction.
        let hits = [71, 85, 93].map { #"{"action":"hit","value":\#($0)}"# }
        let game = try Tool.run(
            "bullseye", ["--seed", "7", "--rounds", "3", "--db", db],
            stdin: (hits + [#"{"action":"start-over"}"#, #"{"action":"hit","value":29.5}"#]).joined(separator: "\n") + "\n")
        #expect(game.status == 0, "bullseye --seed 7 --rounds 3 exited \(game.status): \(game.stderr)")
        #expect(game.stderr == "bullseye: the input ended in round 2 of 3; the game is left unfinished\n", "\(game.stderr)")
        let events = try game.lines.map(Self.object).map { $0["event"] as? String ?? "" }
        #expect(events == ["round", "result", "round", "result", "round", "result", "over", "round", "result", "round"], "\(game.stdout)")
        let titles = try game.lines.map(Self.object).compactMap { $0["title"] as? String }
        #expect(titles == ["Perfect!", "You almost had it!", "Not bad.", "Are you even trying?"], "\(titles)")

        // The slider's keys and a hit where they left the knob: a knob event per keys line.
        let endless = try Tool.run(
            "bullseye", ["--seed", "7", "--endless"],
            stdin: [#"{"action":"hit","value":100}"#, #"{"action":"keys","keys":["end","left"]}"#, #"{"action":"keys","keys":[]}"#,
                    #"{"action":"hit"}"#, #"{"action":"hit","value":1}"#].joined(separator: "\n") + "\n")
        try Self.expectClean(endless, "bullseye --seed 7 --endless")
        #expect(endless.lines.count == 9)
        #expect(try endless.lines.map(Self.object).filter { $0["event"] as? String == "knob" }.count == 2)
        #expect(try endless.lines.map(Self.object).allSatisfy { $0["rounds"] == nil }, "an endless game has no rounds: \(endless.stdout)")
        try Self.validate(game.stdout + endless.stdout, against: "bullseye-event.schema.json", "bullseye events")
    }

    @Test func leaderboardRecordsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        let empty = try Tool.run("bullseye", ["scores", "--db", db])
        #expect(empty.status == 0 && empty.stdout.isEmpty && empty.stderr.isEmpty, "no games: \(empty.stdout)\(empty.stderr)")
        // Eleven perfect two-round games by ben and a poor one by ana: her best is the twelfth, after the top ten.
        for _ in 0..<11 {
            let perfect = try Tool.run(
                "bullseye", ["--seed", "7", "--rounds", "2", "--db", db, "--player", "ben"],
                stdin: #"{"action":"hit","value":71}"# + "\n" + #"{"action":"hit","value":84}"# + "\n")
            #expect(perfect.status == 0 && perfect.stderr.isEmpty, "\(perfect.stderr)")
        }
        let poor = try Tool.run(
            "bullseye", ["--seed", "7", "--rounds", "2", "--db", db, "--player", "ana"],
            stdin: String(repeating: #"{"action":"hit","value":1}"# + "\n", count: 2))
        #expect(poor.status == 0 && poor.stderr.isEmpty, "\(poor.stderr)")
        let classic = try Tool.run(
            "bullseye", ["--seed", "3", "--db", db, "--player", "ana"],
            stdin: String(repeating: #"{"action":"hit","value":50}"# + "\n", count: 10))
        #expect(classic.status == 0 && classic.stderr.isEmpty, "\(classic.stderr)")

        // Batch games with a seed are unranked: the leaderboard leaves them out, --all lists them.
        let ranked = try Tool.run("bullseye", ["scores", "--db", db, "--player", "ana"])
        #expect(ranked.status == 0 && ranked.stdout.isEmpty && ranked.stderr.isEmpty, "\(ranked.stdout)\(ranked.stderr)")
        let board = try Tool.run("bullseye", ["scores", "--all", "--db", db, "--player", "ana"])
        try Self.expectClean(board, "bullseye scores --all --db DB --player ana")
        try Self.validate(board.stdout, against: "leaderboard-record.schema.json", "bullseye scores")
        let records = try board.lines.map(Self.object)
        // Modes in alphabetical order: "2 rounds" (ten of ben's, then ana's best as rank 12), then "classic".
        #expect(records.count == 12, "\(board.stdout)")
        #expect(records.map { $0["mode"] as? String ?? "" } == Array(repeating: "2 rounds", count: 11) + ["classic"])
        #expect(records[10]["rank"] as? Int == 12 && records[10]["player"] as? String == "ana" && records[10]["personalBest"] as? Bool == true)
        #expect(records[11]["rank"] as? Int == 1 && records[11]["personalBest"] as? Bool == true && records[11]["seed"] as? Int == 3)
        #expect(records[0..<10].allSatisfy { $0["player"] as? String == "ben" && $0["score"] as? Int == 400 && $0["personalBest"] == nil })
        #expect(records.allSatisfy { $0["ranked"] as? Bool == false })

        let one = try Tool.run("bullseye", ["scores", "--all", "--db", db, "--mode", "classic", "--player", "ben"])
        try Self.expectClean(one, "bullseye scores --all --mode classic")
        try Self.validate(one.stdout, against: "leaderboard-record.schema.json", "bullseye scores --all --mode classic")
        #expect(one.lines.count == 1)
        let flag = try Tool.run("bullseye", ["--scores", "--db", db, "--player", "ana"])
        #expect(flag.status == 0 && flag.stdout == ranked.stdout, "--scores prints what scores prints")
    }

    // MARK: ghostdraw's event logs and reveal records

    /// A session with every kind of event the log has: strokes with and without a radius, an erasure, a
    /// tool change, taps that reveal the toggle, the toggle both ways, an undo, a shake, and a stroke still
    /// pending at the end.
    static func ghostdrawSession() throws -> GhostDraw {
        let size = try #require(CanvasSize(width: 24, height: 12))
        var session = GhostDraw(GhostDraw.Configuration(size: size))
        func point(_ x: Int, _ y: Int) -> GhostPoint { GhostPoint(x: x, y: y) }
        var actions: [(time: Double, action: GhostDrawAction)] = [
            (1.25, .stroke(points: [point(0, 0), point(23, 0)], tool: nil, radius: nil, start: 0)),
            (1.5, .tool(.blue)),
            (2.5, .stroke(points: [point(2, 3), point(20, 9)], tool: nil, radius: 2, start: 2)),
            (3, .stroke(points: [point(1, 0)], tool: .eraser, radius: nil, start: nil)),
            (3.5, .tap(.green)),
        ]
        actions += (0..<GhostDraw.secretTaps).map { (4 + 0.1 * Double($0), .tap(.eraser)) }
        actions += [
            (5, .toggle),
            (5.5, .stroke(points: [point(-40, 6), point(60, 6)], tool: .green, radius: nil, start: 5.2)),
            (6.5, .stroke(points: [point(5, 5)], tool: .red, radius: 0, start: nil)),
            (7, .toggle),
            (7.25, .stroke(points: [point(3, 10), point(9, 10)], tool: .green, radius: nil, start: 7)),
            (7.5, .undo),
            (7.75, .stroke(points: [point(4, 4)], tool: .red, radius: nil, start: nil)),
            (8, .shake),
            (9, .stroke(points: [point(12, 1), point(12, 11)], tool: .blue, radius: 1, start: 8.5)),
        ]
        for (time, action) in actions { _ = try session.apply(action, at: time) }
        return session
    }

    /// What the log writer saves validates as event-log lines, render and reveals read it, and the
    /// records reveals prints validate as reveal records.
    @Test func ghostdrawLogsAndRevealsValidate() throws {
        try Self.requireValidators()
        let session = try Self.ghostdrawSession()
        let log = GhostDrawLog.text(of: session)
        let kinds = try log.split(separator: "\n").map { try Self.object(String($0))["event"] as? String ?? "?" }
        #expect(Set(kinds) == Set(GhostDrawLog.eventNames), "the session has every kind of event: \(log)")
        try Self.validate(log, against: "ghostdraw-event.schema.json", "the log writer's lines")

        let reveals = try Tool.run("ghostdraw", ["reveals"], stdin: log)
        try Self.expectClean(reveals, "ghostdraw reveals < the session's log")
        // Red 1 s after its end, blue 3 s after; with the delays off, strokes 4 and 5 as they end (4 ties with 2,
        // after it); stroke 8 still pending when the log ends. The eraser (3), the green line undone while
        // pending (6) and the red dot shaken away while pending (7) never appear.
        #expect(reveals.stdout == """
            {"event":"reveal","stroke":1,"tool":"red","at":2.25}
            {"event":"reveal","stroke":2,"tool":"blue","at":5.5}
            {"event":"reveal","stroke":4,"tool":"green","at":5.5}
            {"event":"reveal","stroke":5,"tool":"red","at":6.5}
            {"event":"reveal","stroke":8,"tool":"blue","at":12}

            """, "\(reveals.stdout)")
        try Self.validate(reveals.stdout, against: "ghostdraw-reveal.schema.json", "ghostdraw reveals")

        for arguments in [["--format", "svg"], ["--format", "ansi", "--at", "6"], ["--color", "never", "--at", "8"]] {
            let render = try Tool.run("ghostdraw", ["render"] + arguments, stdin: log)
            try Self.expectClean(render, "ghostdraw render \(arguments.joined(separator: " ")) < the session's log")
        }
    }

    /// The logs of ghostdraw(1) and of the README, the event lines of the page's EVENT LOG section and
    /// those chromatools(7) shows validate as event-log lines; the EVENT LOG lines are the ones
    /// GhostDrawLog's doc comment gives.
    @Test func ghostdrawDocumentedLogLinesValidate() throws {
        try Self.requireValidators()
        let page = try String(contentsOf: Self.manDirectory.appendingPathComponent("ghostdraw.1"), encoding: .utf8)
        let readme = try String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // The single-quoted JSON objects of the examples, less the printf formats and the line shown as bad.
        let shownAsBad: Set<String> = [#"{"t":1,"event":"jump"}"#]
        var lines: [String] = []
        for text in [page, readme] {
            for piece in text.replacingOccurrences(of: "\\e", with: "\\").split(separator: "'") where piece.hasPrefix("{\"") && piece.hasSuffix("}") {
                let line = String(piece)
                // trace's own actions (done, start-over) go with log lines but are not log lines.
                let isTraceAction = line.contains(#""event":"done""#) || line.contains(#""event":"start-over""#)
                if !line.contains("%") && !shownAsBad.contains(line) && !isTraceAction && (line.contains(#""t":"#) || line.contains(#""canvas""#)) {
                    lines.append(line)
                }
            }
        }
        #expect(lines.count >= 12, "too few log lines found in the examples: \(lines)")
        let protocolPage = try String(contentsOf: Self.manDirectory.appendingPathComponent("chromatools.7"), encoding: .utf8)
        let protocolLines = protocolPage.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix(#"{"t":"#) || $0.hasPrefix(#"{"event":"canvas""#)
        }
        #expect(protocolLines.count >= 3, "chromatools.7 shows no ghostdraw log lines")
        lines += protocolLines

        let section = try #require(page.components(separatedBy: ".Sh EVENT LOG\n").dropFirst().first, "man/ghostdraw.1 has no EVENT LOG")
        let display = try #require(section.components(separatedBy: ".Bd -literal -offset indent\n").dropFirst().first)
        let pageFormat = display.components(separatedBy: "\n.Ed").first?.split(separator: "\n").map(String.init) ?? []
        let source = try String(
            contentsOf: Tool.packageRoot.appendingPathComponent("Sources/ChromaGameEngines/GhostDrawLog.swift"), encoding: .utf8)
        let sourceFormat = source.split(separator: "\n").compactMap { line -> String? in
            let text = line.drop(while: { $0 == " " })
            guard text.hasPrefix("///     {"), let close = text.firstIndex(of: "}") else { return nil }
            return String(text.dropFirst("///     ".count)[...close])
        }
        #expect(pageFormat.count == GhostDrawLog.eventNames.count && pageFormat == sourceFormat,
                "the EVENT LOG lines of man/ghostdraw.1 are not those of GhostDrawLog's doc comment:\n\(pageFormat)\n\(sourceFormat)")
        try Self.validate((lines + pageFormat).joined(separator: "\n") + "\n", against: "ghostdraw-event.schema.json", "ghostdraw's documented log lines")
    }

    /// The event-log schema refuses the lines that ghostdraw's reader refuses for what they hold.
    @Test func ghostdrawEventSchemaRefusesWhatTheReaderRefuses() throws {
        try Self.requireValidators()
        let bad = [
            #"{"t":0,"event":"jump"}"#,
            #"{"t":-1,"event":"shake"}"#,
            #"{"event":"shake"}"#,
            #"{"t":"1","event":"undo"}"#,
            #"{"t":0,"event":"stroke","points":[]}"#,
            #"{"t":0,"event":"stroke"}"#,
            #"{"t":0,"event":"stroke","points":[[1,2.5]]}"#,
            #"{"t":0,"event":"stroke","points":[[1,2,3]]}"#,
            #"{"t":0,"event":"stroke","points":[[1,2]],"radius":17}"#,
            #"{"t":0,"event":"stroke","points":[[1,2]],"end":"2"}"#,
            #"{"t":0,"event":"stroke","points":[[1,2]],"tool":null}"#,
            #"{"t":0,"event":"stroke","points":[[1,2000000000]]}"#,
            #"{"t":0,"event":"tool","tool":"purple"}"#,
            #"{"t":0,"event":"tap"}"#,
            #"{"t":0,"event":"tap","button":"yellow"}"#,
            #"{"event":"canvas","width":0,"height":5}"#,
            #"{"event":"canvas","width":1001,"height":5}"#,
        ]
        for line in bad {
            let read = try Tool.run("ghostdraw", ["reveals"], stdin: line + "\n")
            #expect(read.status == 65 && read.stderr.hasPrefix("ghostdraw: line 1: "), "the reader should refuse \(line): \(read.stderr)")
        }
        let check = try Self.schemaCheck(bad.joined(separator: "\n") + "\n", against: "ghostdraw-event.schema.json")
        for (i, line) in bad.enumerated() {
            #expect(check.stdout.contains("line \(i + 1): "), "schema/ghostdraw-event.schema.json accepts \(line)")
        }
    }

    // MARK: the color games' events and leaderboards

    /// The fields of each color-game event, in the order the games write them; optional fields included.
    static let colorGameFields: [String: [String: [String]]] = [
        "chroma-quiz": [
            "round": ["game", "event", "round", "rounds", "score", "remaining", "model", "values", "guess"],
            "guess": ["game", "event", "round", "model", "values", "guess", "note"],
            "result": ["game", "event", "round", "target", "targetValues", "guess", "values", "deltaE", "hints", "points", "score", "title"],
        ],
        "colormix-play": [
            "round": ["game", "event", "round", "rounds", "score", "remaining", "colors", "in", "guessRatio", "guess"],
            "guess": ["game", "event", "round", "guessRatio", "guess", "note"],
            "result": ["game", "event", "round", "target", "ratio", "guess", "guessRatio", "deltaE", "hints", "points", "score", "title"],
        ],
        "gradient-play": [
            "round": ["game", "event", "round", "rounds", "score", "remaining", "model", "start", "end", "guessStart", "guessEnd"],
            "guess": ["game", "event", "round", "model", "start", "end", "guessStart", "guessEnd", "note"],
            "result": [
                "game", "event", "round", "targetStart", "targetEnd", "guessStart", "guessEnd", "deltaEStart", "deltaEEnd", "deltaE",
                "hints", "points", "score", "title",
            ],
        ],
    ]
    /// The fields of the events every color game writes alike.
    static let sharedColorGameFields = [
        "hint": ["game", "event", "round", "band", "hints", "keep"], "over": ["game", "event", "score", "rounds", "reason"],
    ]

    /// Plays a color game in batch mode: `command` (the tool and its command) with `arguments`, one action per line.
    static func playColorGame(_ command: [String], _ arguments: [String], actions: [String]) throws -> ProcessResult {
        try Tool.run(command[0], Array(command.dropFirst()) + arguments, stdin: actions.joined(separator: "\n") + "\n")
    }

    /// The events of a game's output, by their `event` field.
    static func eventNames(_ result: ProcessResult) throws -> [String] {
        try result.lines.map(Self.object).map { $0["event"] as? String ?? "?" }
    }

    /// The matching curve (chroma-quiz(1), SCORING): 100 up to ΔE 1, then 100·e^(−(ΔE−1)/10), before rounding down.
    static func curve(_ deltaE: Double) -> Double {
        deltaE <= 1 ? 100 : 100 * exp(-(deltaE - 1) / 10)
    }

    /// The mixing curve (colormix(1), THE MIXING GAME): 100 up to ΔE 1, then 100·e^(−((ΔE−1)/5)²), before rounding down.
    static func mixingCurve(_ deltaE: Double) -> Double {
        deltaE <= 1 ? 100 : 100 * exp(-pow((deltaE - 1) / 5, 2))
    }

    /// A round's points from its curve and its hints: rounded down, halved (rounded down) once per hint.
    static func points(_ curve: Double, hints: Int) -> Int {
        Int(curve.rounded(.down)) / (1 << hints)
    }

    /// The title of a ΔE (chroma-quiz(1), SCORING): up to 1, 2, 4, 8, and above.
    static func title(_ deltaE: Double) -> String {
        deltaE <= 1 ? "Perfect!" : deltaE <= 2 ? "So close!" : deltaE <= 4 ? "Good eye." : deltaE <= 8 ? "Not bad." : "Keep looking."
    }

    /// The band a hint names for a ΔE: very close up to 2, close up to 8, far above.
    static func band(_ deltaE: Double) -> String {
        deltaE <= 2 ? "very close" : deltaE <= 8 ? "close" : "far"
    }

    /// The `hex` colors `gradient a b --steps n` writes.
    static func gradientHexes(_ a: String, _ b: String, steps: Int) throws -> [String] {
        let result = try Tool.run("gradient", [a, b, "--steps", String(steps)])
        try expectClean(result, "gradient \(a) \(b)")
        return try result.lines.map { try #require(try object($0)["hex"] as? String) }
    }

    /// What `colorconv distance --method 2000` gives for two colors.
    static func distance(_ a: String, _ b: String) throws -> Double {
        let result = try Tool.run("colorconv", ["distance", a, b, "--method", "2000"])
        try expectClean(result, "colorconv distance \(a) \(b)")
        return try #require(try object(result.stdout)["deltaE"] as? Double)
    }

    /// Checks that each event's fields come in the documented order and that it has no other fields.
    static func expectColorGameFieldOrder(_ ndjson: String) throws {
        let keys = try Tool.shell(#"printf '%s' "$EVENTS" | jq -c keys_unsorted"#, environment: ["EVENTS": ndjson])
        try #require(keys.status == 0, "jq: \(keys.stderr)")
        let events = ndjson.split(separator: "\n").map(String.init)
        for (line, keyLine) in zip(events, keys.lines) {
            let record = try object(line)
            let game = record["game"] as? String ?? "", event = record["event"] as? String ?? ""
            let order = try #require(colorGameFields[game]?[event] ?? sharedColorGameFields[event], "an unknown event: \(line)")
            let fields = try #require(try JSONSerialization.jsonObject(with: Data(keyLine.utf8)) as? [String])
            #expect(fields == order.filter(fields.contains), "fields out of the documented order \(order): \(line)")
        }
    }

    /// chroma-quiz in every model and mode, with notes, hints and a daily game: every event validates.
    @Test func chromaQuizEventsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        var output = ""

        // Classic: a color, a clamped value (a note), a move, a reset, a channel by its name, a check after the end.
        let classic = try Self.playColorGame(["chroma-quiz"], ["--seed", "7", "--rounds", "2", "--db", db], actions: [
            ##"{"action":"set","color":"#3a7bd5"}"##, #"{"action":"check"}"#,
            #"{"action":"set","channel":"r","value":300}"#, #"{"action":"set","channel":"g","by":-10}"#,
            #"{"action":"reset"}"#, #"{"action":"set","channel":"green","value":12.5}"#, #"{"action":"check"}"#,
            #"{"action":"check"}"#,
        ])
        #expect(classic.status == 1, "a check after the game is over is refused: \(classic.stderr)")
        #expect(classic.stderr.contains("line 8: the game is over (score "), "\(classic.stderr)")
        #expect(try Self.eventNames(classic) == ["round", "guess", "result", "round", "guess", "guess", "guess", "guess", "result", "over"], "\(classic.stdout)")
        let note = try Self.object(classic.lines[4])["note"] as? String
        #expect(note == "r 300 is above the range 0–255: set to 255", "\(classic.lines[4])")
        #expect(try Self.object(classic.lines[6])["values"] as? [String: Double] == ["r": 188, "g": 188, "b": 188], "reset: the gray")
        for line in classic.lines {
            let record = try Self.object(line)
            #expect(record["targetValues"] == nil || record["event"] as? String == "result", "only a result shows the target: \(line)")
            guard record["event"] as? String == "result" else { continue }
            let target = try #require(record["target"] as? String), guess = try #require(record["guess"] as? String)
            let deltaE = try #require(record["deltaE"] as? Double)
            #expect(abs(try Self.distance(target, guess) - deltaE) < 1e-9, "deltaE is colorconv distance --method 2000: \(line)")
            #expect(record["points"] as? Int == Int(Self.curve(deltaE).rounded(.down)), "points follow the curve: \(line)")
            #expect(record["title"] as? String == Self.title(deltaE), "the title follows the ΔE: \(line)")
        }
        output += classic.stdout

        // Every other model: a color outside sRGB, then a first channel out of its range (clamped, or a hue wrapped).
        for model in ["hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"] {
            let channel = ["hsb": "h", "cmyk": "c", "hsl": "h", "oklch": "l", "okhsl": "s", "okhsv": "v", "hct": "c"][model]!
            let game = try Self.playColorGame(["chroma-quiz"], ["--seed", "7", "--rounds", "1", "--model", model, "--db", db], actions: [
                #"{"action":"set","color":"color(display-p3 0 1 0)"}"#, #"{"action":"set","channel":"\#(channel)","value":-30}"#,
                #"{"action":"check"}"#,
            ])
            try Self.expectClean(game, "chroma-quiz --model \(model)")
            #expect(try Self.eventNames(game) == ["round", "guess", "guess", "result", "over"], "\(game.stdout)")
            #expect(try Self.object(game.lines[2])["note"] is String, "a note: \(game.lines[2])")
            #expect(try Self.object(game.lines[0])["model"] as? String == model)
            output += game.stdout
        }

        // Arcade, easy, timed by "t": hints, a new puzzle, and an action after the time is up.
        let arcade = try Self.playColorGame(
            ["chroma-quiz"], ["--seed", "7", "--mode", "arcade", "--time", "30", "--difficulty", "easy", "--db", db],
            actions: [
                #"{"action":"hint","t":0}"#, #"{"action":"set","color":"tomato","t":1}"#, #"{"action":"hint","t":2}"#,
                #"{"action":"check","t":3}"#, #"{"action":"new","t":4}"#, #"{"action":"check","t":20}"#, #"{"action":"check","t":31}"#,
            ])
        try Self.expectClean(arcade, "chroma-quiz --mode arcade --difficulty easy")
        #expect(try Self.eventNames(arcade) == ["round", "hint", "guess", "hint", "result", "round", "round", "result", "round", "over"], "\(arcade.stdout)")
        let arcadeRecords = try arcade.lines.map(Self.object)
        for record in arcadeRecords where record["event"] as? String == "round" {
            #expect(record["rounds"] == nil && record["remaining"] is Double, "an arcade round: remaining, no rounds: \(record)")
        }
        let arcadeResult = arcadeRecords[4], arcadeDeltaE = try #require(arcadeResult["deltaE"] as? Double)
        #expect(arcadeRecords[3]["band"] as? String == Self.band(arcadeDeltaE), "the hint is the band of the ΔE the check scores")
        #expect(arcadeRecords[3]["hints"] as? Int == 2 && arcadeResult["hints"] as? Int == 2)
        #expect(arcadeResult["points"] as? Int == Self.points(Self.curve(arcadeDeltaE), hints: 2), "two hints halve twice: \(arcadeResult)")
        #expect(arcadeRecords[9]["reason"] as? String == "time" && arcadeRecords[9]["rounds"] as? Int == 2, "\(arcade.lines[9])")
        output += arcade.stdout

        // A daily game of another day: five rounds, played but not scored.
        let daily = try Self.playColorGame(
            ["chroma-quiz"], ["--mode", "daily", "--date", "2026-01-01", "--db", db], actions: Array(repeating: #"{"action":"check"}"#, count: 5))
        #expect(daily.status == 0 && daily.stderr.contains("this is the daily puzzle of 2026-01-01; only today's ("), "\(daily.stderr)")
        #expect(try Self.eventNames(daily).filter { $0 == "result" }.count == 5 && daily.lines.first?.contains(#""rounds":5"#) == true)
        output += daily.stdout

        try Self.validate(output, against: "color-game-event.schema.json", "chroma-quiz events")
        try Self.expectColorGameFieldOrder(output)
    }

    /// colormix play in both scorings, with a clamped ratio and a hint: every event validates.
    @Test func colormixPlayEventsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        let actions = [
            #"{"action":"set","ratio":1.5}"#, #"{"action":"set","ratio":0.42}"#, #"{"action":"hint"}"#, #"{"action":"check"}"#,
            #"{"action":"reset"}"#, #"{"action":"check"}"#,
        ]
        let perceptual = try Self.playColorGame(["colormix", "play"], ["--seed", "7", "--rounds", "2", "--difficulty", "easy", "--db", db], actions: actions)
        try Self.expectClean(perceptual, "colormix play --difficulty easy")
        let classic = try Self.playColorGame(
            ["colormix", "play"], ["--seed", "7", "--rounds", "2", "--difficulty", "easy", "--scoring", "classic", "--in", "device", "--db", db],
            actions: actions)
        try Self.expectClean(classic, "colormix play --scoring classic --in device")
        for game in [perceptual, classic] {
            #expect(try Self.eventNames(game) == ["round", "guess", "guess", "hint", "result", "round", "guess", "result", "over"], "\(game.stdout)")
            #expect(try Self.object(game.lines[1])["note"] as? String == "the ratio 1.5 is outside 0–1: set to 1", "\(game.lines[1])")
        }
        #expect(try Self.object(perceptual.lines[0])["in"] as? String == "oklab")
        #expect(try Self.object(classic.lines[0])["in"] as? String == "srgb")
        for (game, scoring) in [(perceptual, "perceptual"), (classic, "classic")] {
            for line in game.lines where line.contains(#""event":"result""#) {
                let record = try Self.object(line)
                let target = try #require(record["target"] as? String), guess = try #require(record["guess"] as? String)
                let deltaE = try #require(record["deltaE"] as? Double), ratio = try #require(record["ratio"] as? Double)
                #expect(ratio >= 0.05 && ratio <= 0.95, "the hidden ratio: \(line)")
                #expect(abs(try Self.distance(target, guess) - deltaE) < 1e-9, "deltaE is colorconv distance --method 2000: \(line)")
                let hints = record["hints"] as? Int ?? 0
                let expected = scoring == "classic"
                    ? Self.classicPoints(target, guess) / (1 << hints) : Self.points(Self.mixingCurve(deltaE), hints: hints)
                #expect(record["points"] as? Int == expected, "\(scoring) scoring: \(line)")
                #expect(record["title"] as? String == Self.title(deltaE), "the title follows the ΔE in both scorings: \(line)")
            }
        }
        let output = perceptual.stdout + classic.stdout
        try Self.validate(output, against: "color-game-event.schema.json", "colormix play events")
        try Self.expectColorGameFieldOrder(output)
    }

    /// The original mixing game's score: ⌊(1 − mean(|Δr|, |Δg|, |Δb|) / 255) × 100⌋ of two `#rrggbb` colors.
    static func classicPoints(_ a: String, _ b: String) -> Int {
        func bytes(_ hex: String) -> [Int] {
            let digits = Array(hex.dropFirst())
            return stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0..<$0 + 2]), radix: 16) ?? 0 }
        }
        let difference = zip(bytes(a), bytes(b)).map { abs($0 - $1) }.reduce(0, +)
        return Int(((1 - Double(difference) / 765) * 100).rounded(.down))
    }

    /// gradient play with both ends, a wrapped hue, a reset of one end, a hint and arcade timing: every event validates.
    @Test func gradientPlayEventsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        let classic = try Self.playColorGame(["gradient", "play"], ["--seed", "7", "--rounds", "2", "--model", "hsb", "--difficulty", "easy", "--db", db], actions: [
            #"{"action":"set","which":"start","color":"tomato"}"#, #"{"action":"set","which":"end","channel":"h","value":400}"#,
            #"{"action":"reset","which":"end"}"#, #"{"action":"hint"}"#, #"{"action":"check"}"#,
            #"{"action":"set","which":"start","channel":"brightness","by":-5}"#, #"{"action":"reset"}"#, #"{"action":"check"}"#,
        ])
        try Self.expectClean(classic, "gradient play --model hsb --difficulty easy")
        #expect(try Self.eventNames(classic) == ["round", "guess", "guess", "guess", "hint", "result", "round", "guess", "guess", "result", "over"], "\(classic.stdout)")
        #expect(try Self.object(classic.lines[2])["note"] as? String == "h 400° wraps around to 40°", "\(classic.lines[2])")
        let records = try classic.lines.map(Self.object)
        #expect(records[4]["band"] as? String == Self.band(records[5]["deltaE"] as? Double ?? -1), "the hint is the band of the result's deltaE")
        for record in records where record["event"] as? String == "result" {
            let starts = (try #require(record["targetStart"] as? String), try #require(record["guessStart"] as? String))
            let ends = (try #require(record["targetEnd"] as? String), try #require(record["guessEnd"] as? String))
            let deltaEStart = try #require(record["deltaEStart"] as? Double), deltaEEnd = try #require(record["deltaEEnd"] as? Double)
            #expect(abs(try Self.distance(starts.0, starts.1) - deltaEStart) < 1e-9, "\(record)")
            #expect(abs(try Self.distance(ends.0, ends.1) - deltaEEnd) < 1e-9, "\(record)")
            // The whole gradient: nine colors of each, as gradient --steps 9 makes them, compared pair by pair.
            let targets = try Self.gradientHexes(starts.0, ends.0, steps: 9), guesses = try Self.gradientHexes(starts.1, ends.1, steps: 9)
            let mean = try zip(targets, guesses).map { try Self.distance($0, $1) }.reduce(0, +) / 9
            let deltaE = try #require(record["deltaE"] as? Double)
            #expect(abs(mean - deltaE) < 1e-5, "deltaE is the mean along the gradient: \(record)")
            #expect(record["points"] as? Int == Self.points(Self.curve(deltaE), hints: record["hints"] as? Int ?? 0), "\(record)")
            #expect(record["title"] as? String == Self.title(deltaE), "\(record)")
        }

        let arcade = try Self.playColorGame(["gradient", "play"], ["--seed", "7", "--mode", "arcade", "--time", "10", "--model", "oklch", "--db", db], actions: [
            #"{"action":"set","which":"end","channel":"c","value":1,"t":1}"#, #"{"action":"check","t":2}"#, #"{"action":"check","t":11}"#,
        ])
        try Self.expectClean(arcade, "gradient play --mode arcade --model oklch")
        #expect(try Self.eventNames(arcade) == ["round", "guess", "result", "round", "over"], "\(arcade.stdout)")
        #expect(try Self.object(arcade.lines[1])["note"] as? String == "c 1 is above the range 0–0.4: set to 0.4", "\(arcade.lines[1])")
        #expect(try Self.object(arcade.lines[4])["reason"] as? String == "time")

        let output = classic.stdout + arcade.stdout
        try Self.validate(output, against: "color-game-event.schema.json", "gradient play events")
        try Self.expectColorGameFieldOrder(output)
    }

    /// The leaderboards of the three color games: records that validate, with the modes their man pages name.
    @Test func colorGameLeaderboardRecordsValidate() throws {
        try Self.requireValidators()
        let db = try Self.scratchDatabase()
        defer { try? FileManager.default.removeItem(atPath: (db as NSString).deletingLastPathComponent) }
        let check = #"{"action":"check"}"#
        let games: [(command: [String], arguments: [String], actions: [String])] = [
            (["chroma-quiz"], ["--seed", "7"], Array(repeating: check, count: 5)),
            (["chroma-quiz"], ["--seed", "8", "--rounds", "1"], [check]),
            (["chroma-quiz"], ["--seed", "9", "--mode", "arcade", "--time", "30", "--difficulty", "hard", "--model", "hsb"],
             [#"{"action":"check","t":1}"#, #"{"action":"check","t":31}"#]),
            (["chroma-quiz"], ["--mode", "daily"], Array(repeating: check, count: 5)),
            (["colormix", "play"], ["--seed", "7", "--scoring", "classic", "--in", "device"], Array(repeating: check, count: 5)),
            (["gradient", "play"], ["--seed", "7", "--rounds", "2", "--model", "cmyk"], [check, check]),
        ]
        for game in games {
            let result = try Self.playColorGame(game.command, game.arguments + ["--db", db, "--player", "ana"], actions: game.actions)
            let command = (game.command + game.arguments).joined(separator: " ")
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
        }
        // The daily puzzle counts once a day: a second game is played but not recorded.
        let again = try Self.playColorGame(["chroma-quiz"], ["--mode", "daily", "--db", db, "--player", "ana"], actions: Array(repeating: check, count: 5))
        #expect(again.status == 0 && again.stderr.contains("ana has already played today's daily puzzle"), "\(again.stderr)")

        // Batch games are unranked: the leaderboards list them with --all.
        let board = try Tool.run("chroma-quiz", ["scores", "--all", "--db", db, "--player", "ana"])
        try Self.expectClean(board, "chroma-quiz scores --all")
        let records = try board.lines.map(Self.object)
        let modes = records.compactMap { $0["mode"] as? String }
        #expect(modes.count == 4 && modes[0] == "arcade 30s hard · hsb" && modes[1] == "classic 1 round · rgb" && modes[2] == "classic · rgb", "\(modes)")
        #expect(modes.count == 4 && modes[3].hasPrefix("daily ") && modes[3].hasSuffix(" · rgb"), "one daily game: \(modes)")
        #expect(records.allSatisfy { $0["game"] as? String == "chroma-quiz" && $0["personalBest"] as? Bool == true })
        let flag = try Tool.run("chroma-quiz", ["--scores", "--db", db, "--player", "ana"])
        let rankedOnly = try Tool.run("chroma-quiz", ["scores", "--db", db, "--player", "ana"])
        #expect(flag.status == 0 && flag.stdout == rankedOnly.stdout, "--scores prints what scores prints")
        let one = try Tool.run("chroma-quiz", ["scores", "--all", "--db", db, "--mode", "classic · rgb"])
        try Self.expectClean(one, "chroma-quiz scores --all --mode 'classic · rgb'")
        #expect(one.lines.count == 1)

        let mix = try Tool.run("colormix", ["play", "scores", "--all", "--db", db, "--player", "ana"])
        try Self.expectClean(mix, "colormix play scores --all")
        #expect(mix.lines.count == 1 && mix.stdout.contains(#""game":"colormix-play""#) && mix.stdout.contains(#""mode":"classic · srgb · classic scoring""#), "\(mix.stdout)")
        let gradient = try Tool.run("gradient", ["play", "scores", "--all", "--db", db, "--player", "ana"])
        try Self.expectClean(gradient, "gradient play scores --all")
        #expect(gradient.lines.count == 1 && gradient.stdout.contains(#""game":"gradient-play""#) && gradient.stdout.contains(#""mode":"classic 2 rounds · cmyk""#), "\(gradient.stdout)")
        try Self.validate(board.stdout + one.stdout + mix.stdout + gradient.stdout, against: "leaderboard-record.schema.json", "the color games' scores")
    }

    /// A path for a score database in a fresh scratch folder (the file itself does not exist yet).
    static func scratchDatabase() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-scores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("scores.sqlite").path
    }

    // MARK: (d) the examples print what the documents show

    /// Every example in the README and the manual pages that shows its output prints exactly that output.
    ///
    /// An example is a line `$ COMMAND` in a literal block (an indented block
    /// of the README, a `.Bd -literal` display of a page) followed by the
    /// lines it prints. Examples that read files of the reader's own, or run
    /// programs other than the tools, `printf`, `echo`, `jq` and `head`, are
    /// skipped; the others run in a scratch folder with the built tools first
    /// on `PATH`, one after the other, so an example may read the score store
    /// an earlier one wrote. The scratch folder is also `HOME` and holds the
    /// XDG folders, so no example touches the user's scores or history.
    @Test(arguments: [
        "README.md", "man/colorconv.1", "man/colormix.1", "man/gradient.1", "man/bullseye.1", "man/chroma-quiz.1", "man/ghostdraw.1",
        "man/chromatools.7",
    ])
    func examplesPrintWhatTheDocumentShows(document: String) throws {
        let text = try String(contentsOf: Tool.packageRoot.appendingPathComponent(document), encoding: .utf8)
        let examples = document.hasSuffix(".md") ? Self.examples(inMarkdown: text) : Self.examples(inMdoc: text)
        let runnable = examples.filter { !$0.output.isEmpty && Self.runsOnlyKnownPrograms($0.command) }
        let minimum = [
            "README.md": 15, "man/colormix.1": 8, "man/gradient.1": 4, "man/colorconv.1": 5, "man/bullseye.1": 4, "man/chroma-quiz.1": 7,
            "man/ghostdraw.1": 6, "man/chromatools.7": 3,
        ]
        #expect(runnable.count >= minimum[document] ?? 1, "\(document): only \(runnable.count) examples with output found")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = [
            "HOME": scratch.path,
            "XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
            "XDG_STATE_HOME": scratch.appendingPathComponent("state").path,
        ]
        for example in runnable {
            let result = try Tool.shell("cd \(Self.shellQuoted(scratch.path)) && \(example.command)", environment: environment)
            let printed = result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
            #expect(
                printed == example.output && result.status == 0,
                "\(document): `\(example.command)` (status \(result.status)) printed\n\(printed)\nbut the document shows\n\(example.output)\n\(result.stderr)")
        }
    }

    /// A command line of a document and the output shown under it (lines joined with newlines).
    struct DocumentExample {
        var command: String
        var output: String
    }

    /// The examples of a Markdown text: in blocks indented by four blanks, `$ ` lines and the lines after them.
    static func examples(inMarkdown text: String) -> [DocumentExample] {
        var examples: [DocumentExample] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    $ ") {
                examples.append(DocumentExample(command: String(line.dropFirst(6)), output: ""))
            } else if line.hasPrefix("    "), var last = examples.popLast() {
                last.output += (last.output.isEmpty ? "" : "\n") + line.dropFirst(4)
                examples.append(last)
            } else if !examples.isEmpty {
                examples.append(DocumentExample(command: "", output: ""))  // ends the example before
            }
        }
        return examples.filter { !$0.command.isEmpty }
    }

    /// The examples of an mdoc page: `$ ` lines in `.Bd -literal` displays, a line ending in `|`, `&&` or `\`
    /// continued on the next (the backslash dropped), and the lines after them, with the escapes `\e` and `\&` undone.
    static func examples(inMdoc text: String) -> [DocumentExample] {
        var examples: [DocumentExample] = []
        var inDisplay = false, continuing = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.hasPrefix(".Bd -literal") { inDisplay = true; continue }
            if raw.hasPrefix(".Ed") { inDisplay = false; continuing = false; examples.append(DocumentExample(command: "", output: "")); continue }
            guard inDisplay else { continue }
            let line = raw.replacingOccurrences(of: "\\e", with: "\\").replacingOccurrences(of: "\\&", with: "")
            if line.hasPrefix("$ ") {
                examples.append(DocumentExample(command: String(line.dropFirst(2)), output: ""))
            } else if var last = examples.popLast() {
                if continuing {
                    if last.command.hasSuffix("\\") { last.command.removeLast() }
                    last.command += (last.command.hasSuffix(" ") ? "" : " ") + line.trimmingCharacters(in: .whitespaces)
                } else {
                    last.output += (last.output.isEmpty ? "" : "\n") + line
                }
                examples.append(last)
            }
            continuing = examples.last.map { last in
                !last.command.isEmpty && last.output.isEmpty && ["|", "&&", "\\"].contains(where: last.command.hasSuffix)
            } ?? false
        }
        return examples.filter { !$0.command.isEmpty }
    }

    /// Whether every simple command of `line` (split at `|`, `&&` and `;` outside quotes) runs one of the
    /// tools or `printf`, `echo`, `jq`, `head`, and no command reads a file of the reader's (a `<` redirection).
    static func runsOnlyKnownPrograms(_ line: String) -> Bool {
        let known: Set<String> = ["colorconv", "colormix", "gradient", "bullseye", "chroma-quiz", "ghostdraw", "printf", "echo", "jq", "head"]
        var segments: [String] = [""]
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
                segments[segments.count - 1].append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                segments[segments.count - 1].append(character)
            } else if character == "<" {
                return false
            } else if character == "|" || character == ";" || character == "&" {
                segments.append("")
            } else {
                segments[segments.count - 1].append(character)
            }
        }
        return segments.allSatisfy { segment in
            let word = segment.split(separator: " ").first.map(String.init)
            return word.map(known.contains) ?? true
        }
    }

    // MARK: helpers

    /// Fails the test, with what to do, when python3's jsonschema or jq is missing.
    static func requireValidators() throws {
        let python = try Tool.shell("python3 -c 'import jsonschema'")
        try #require(
            python.status == 0,
            "python3 with the jsonschema module is needed: run `make test`, which installs it (or `pip install jsonschema`). \(python.stderr)"
        )
        let jq = try Tool.shell("command -v jq")
        try #require(jq.status == 0, "jq is not installed: run `make test`, which installs it (or `apt-get install jq`).")
    }

    /// Expects status 0, nothing on standard error and something on standard output.
    static func expectClean(_ result: ProcessResult, _ command: String) throws {
        #expect(result.status == 0, "\(command) exited \(result.status): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(command) wrote to standard error: \(result.stderr)")
        try #require(!result.stdout.isEmpty, "\(command) wrote nothing")
    }

    /// Checks that `ndjson` is newline-terminated lines that `jq -e` sees as objects and that
    /// validate against `schema` under JSON Schema draft 2020-12 (python3's jsonschema).
    static func validate(_ ndjson: String, against schema: String, _ what: String) throws {
        #expect(ndjson.hasSuffix("\n"), "\(what): the last record has no newline")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("records.ndjson")
        try Data(ndjson.utf8).write(to: data)

        let jq = try Tool.shell("""
            n=0
            while IFS= read -r line; do
              n=$((n + 1))
              printf '%s\\n' "$line" | jq -e 'type == "object"' > /dev/null || { echo "line $n is not a JSON object: $line"; exit 1; }
            done < \(shellQuoted(data.path))
            """)
        #expect(jq.status == 0, "\(what): \(jq.stdout)\(jq.stderr)")

        let check = try schemaCheck(ndjson, against: schema)
        #expect(check.status == 0, "\(what) against schema/\(schema):\n\(check.stdout)\(check.stderr)")
    }

    /// Runs the validator on `ndjson` with `schema`: status 0 when every line validates, else 1 and one
    /// `line N: …` on standard output per problem.
    static func schemaCheck(_ ndjson: String, against schema: String) throws -> ProcessResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromatools-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("records.ndjson")
        let script = folder.appendingPathComponent("validate.py")
        try Data(ndjson.utf8).write(to: data)
        try Data(validator.utf8).write(to: script)
        let schemaPath = schemaDirectory.appendingPathComponent(schema).path
        return try Tool.shell("python3 \(shellQuoted(script.path)) \(shellQuoted(schemaPath)) \(shellQuoted(data.path))")
    }

    /// Validates each line of a file against a schema; rejects NaN and Infinity, which are not JSON.
    static let validator = """
        import json, sys
        import jsonschema

        schema_path, data_path = sys.argv[1], sys.argv[2]
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)

        def not_json(constant):
            raise ValueError("not a JSON number: " + constant)

        problems = 0
        with open(data_path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                try:
                    record = json.loads(line, parse_constant=not_json)
                except ValueError as error:
                    print(f"line {number}: {error}: {line.rstrip()}")
                    problems += 1
                    continue
                for error in validator.iter_errors(record):
                    where = "/".join(str(p) for p in error.absolute_path) or "(record)"
                    print(f"line {number}: {where}: {error.message}\\n  {line.rstrip()}")
                    problems += 1
        sys.exit(1 if problems else 0)
        """

    static func object(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(value as? [String: Any], "not a JSON object: \(line)")
    }

    static func shellQuoted(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
