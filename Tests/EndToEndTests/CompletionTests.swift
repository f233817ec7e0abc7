// The shell completion scripts under completions/ really complete in bash,
// zsh and fish. That they are what the built tools generate today is checked
// with the other generated files (GeneratedDocumentationTests).
//
// The scripts call their tool back for color names and space lists, so every
// shell runs with the built tools first on PATH. bash is driven the way
// bash's programmable completion calls a completion function; zsh and fish
// are driven through a pseudo-terminal, pressing Tab, because their
// completion of custom candidates needs a live command line (fish 3.6 gives
// `complete -C` no cursor position, and colorconv's completion callback
// needs one). Every shell gets a timeout, and none reads its standard input
// unless it sits on a pseudo-terminal that the test closes.

import ChromaKit
import Foundation
import Testing

/// Where the committed completion scripts are and how to reach the shells that load them.
enum CompletionScripts {
    /// The tools with committed scripts (the Makefile's TOOLS).
    static let tools = ["colorconv", "colormix", "gradient", "bullseye", "chroma-quiz", "ghostdraw"]
    /// The shells with a committed script for each tool.
    static let shells = ["bash", "zsh", "fish"]

    /// The path of `tool`'s script for `shell` under the package root, as `make completions` writes it.
    static func relativePath(for shell: String, tool: String = "colorconv") -> String {
        switch shell {
        case "zsh": return "completions/zsh/_\(tool)"
        case "fish": return "completions/fish/\(tool).fish"
        default: return "completions/bash/\(tool)"
        }
    }

    /// The absolute path of the committed script of `tool` for `shell`.
    static func path(for shell: String, tool: String = "colorconv") -> String {
        Tool.packageRoot.appendingPathComponent(relativePath(for: shell, tool: tool)).path
    }

    /// The absolute path of `shell`, or a failed requirement that says how to install it.
    static func requireShell(_ shell: String) throws -> String {
        let which = try Tool.shell("command -v \(shell)")
        let path = which.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(
            which.status == 0 && path.hasPrefix("/"),
            "\(shell) is not installed: run `make test`, which installs it (or `apt-get install \(shell)`)."
        )
        return path
    }

    /// `text` in single quotes, for bash, zsh and fish alike.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

/// bash completes the tools' subcommands, options, color names and space lists with the committed scripts.
///
/// The script of the line's first word is sourced into `bash --norc
/// --noprofile`, without the bash-completion package's helpers, and the
/// function that `complete -p TOOL` names is called with `COMP_WORDS`,
/// `COMP_CWORD`, `COMP_LINE` and `COMP_POINT` set as bash sets them for the
/// cursor at the end of the line.
@Suite("bash completion") struct BashCompletionTests {
    /// What one completion call produced.
    struct Completion {
        /// The function `complete -p TOOL` registered.
        var functionName: String
        /// `COMPREPLY` after the call, in order.
        var candidates: [String]
    }

    /// Sources the script, finds the registered function and calls it for `$COMPLETION_LINE`.
    ///
    /// The words are split at blanks, which is how bash splits these lines:
    /// none of them holds a character of `COMP_WORDBREAKS` (`,` is not one).
    static let probe = #"""
        source "$COMPLETION_SCRIPT" || exit 2
        registration=$(complete -p "$COMPLETION_TOOL") || { echo "nothing registered for $COMPLETION_TOOL" >&2; exit 3; }
        function_name=${registration##*-F }
        function_name=${function_name%% *}
        if declare -F _init_completion > /dev/null; then echo "bash-completion is loaded" >&2; exit 4; fi
        COMP_LINE=$COMPLETION_LINE
        COMP_POINT=${#COMP_LINE}
        read -ra COMP_WORDS <<< "$COMP_LINE"
        [[ $COMP_LINE == *' ' ]] && COMP_WORDS+=('')
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMPREPLY=()
        "$function_name" "$COMPLETION_TOOL" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf 'function %s\n' "$function_name"
        (( ${#COMPREPLY[@]} == 0 )) || printf '%s\n' "${COMPREPLY[@]}"
        """#

    /// Completes `line` (the cursor at its end) in a fresh bash, with the script of the tool the line starts with.
    static func complete(_ line: String) throws -> Completion {
        let tool = String(line.split(separator: " ").first ?? "colorconv")
        let result = try Tool.shell(
            #"timeout 30 bash --norc --noprofile -c "$COMPLETION_PROBE""#,
            environment: [
                "COMPLETION_PROBE": probe,
                "COMPLETION_SCRIPT": CompletionScripts.path(for: "bash", tool: tool),
                "COMPLETION_TOOL": tool,
                "COMPLETION_LINE": line,
            ])
        try #require(result.status == 0, "completing \(line.debugDescription) failed (status \(result.status)): \(result.stderr)")
        #expect(result.stderr.isEmpty, "completing \(line.debugDescription) wrote to standard error: \(result.stderr)")
        var lines = result.lines
        let header = lines.isEmpty ? "" : lines.removeFirst()
        try #require(header.hasPrefix("function "), "unexpected output: \(result.stdout)")
        return Completion(functionName: String(header.dropFirst("function ".count)), candidates: lines)
    }

    @Test(arguments: CompletionScripts.tools)
    func scriptNeedsNoHelpersFromTheBashCompletionPackage(tool: String) throws {
        let script = try String(contentsOfFile: CompletionScripts.path(for: "bash", tool: tool), encoding: .utf8)
        for helper in ["_init_completion", "_get_comp_words_by_ref", "__ltrim_colon_completions", "_filedir"] {
            #expect(!script.contains(helper), "the bash script of \(tool) uses \(helper), which only the bash-completion package defines")
        }
        let completion = try Self.complete("\(tool) ")
        #expect(completion.functionName == "_\(tool)")
    }

    @Test func completesSpaceNamesForTo() throws {
        let completion = try Self.complete("colorconv convert --to ok")
        #expect(completion.candidates.contains("oklab"), "\(completion.candidates)")
        #expect(completion.candidates.contains("oklch"), "\(completion.candidates)")
    }

    @Test func completesTheItemAfterTheLastCommaOfTo() throws {
        let wordBreaks = try Tool.shell(#"timeout 30 bash --norc --noprofile -c 'printf %s "$COMP_WORDBREAKS"'"#)
        #expect(!wordBreaks.stdout.isEmpty && !wordBreaks.stdout.contains(","), "bash would split the word at a comma: \(wordBreaks.stdout.debugDescription)")
        let completion = try Self.complete("colorconv convert --to hsl,ok")
        #expect(completion.candidates.contains("hsl,oklab"), "\(completion.candidates)")
        #expect(completion.candidates.contains("hsl,oklch"), "\(completion.candidates)")
        #expect(completion.candidates.allSatisfy { $0.hasPrefix("hsl,ok") }, "\(completion.candidates)")
    }

    @Test func completesColorNames() throws {
        #expect(try Self.complete("colorconv convert tom").candidates == ["tomato"])
        #expect(try Self.complete("colorconv name rebeccap").candidates == ["rebeccapurple"])
        #expect(try Self.complete("colorconv distance red --to-color rebe").candidates == ["rebeccapurple"])
    }

    @Test func completesTheDistanceMethods() throws {
        let completion = try Self.complete("colorconv distance --method ")
        #expect(completion.candidates == DeltaE.methods.map(\.name))
    }

    @Test func completesSubcommands() throws {
        #expect(try Self.complete("colorconv sp").candidates == ["spaces", "springgreen"])
        let d = try Self.complete("colorconv d").candidates
        #expect(d.first == "distance" && d.contains("darkblue"), "\(d)")
    }

    @Test func completesThePaletteCommandsValues() throws {
        #expect(try Self.complete("colorconv random --strategy ").candidates == ["vivid", "rgb", "gray", "oklch"])
        #expect(try Self.complete("colorconv distinct --metric ").candidates == ["ok", "2000"])
        #expect(try Self.complete("colorconv distinct --keep rebe").candidates == ["rebeccapurple"])
        #expect(try Self.complete("colorconv sort --by l").candidates == ["lightness", "luminance"])
        #expect(try Self.complete("colorconv sort --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("colorconv paint tom").candidates == ["tomato"])
        #expect(try Self.complete("colorconv paint red --on nav").candidates == ["navy", "navajowhite"].sorted())
        for command in ["random", "distinct", "sort", "list"] {
            #expect(try Self.complete("colorconv \(command) --format ").candidates == ["ndjson", "css", "hex", "text", "human"], "\(command)")
        }
        let d = try Self.complete("colorconv di").candidates
        #expect(d.starts(with: ["distance", "distinct"]), "\(d)")
    }

    /// blackbody reads temperatures, not a color field: its options are offered without `--field`, which cct keeps.
    @Test func blackbodyIsNotOfferedTheFieldOption() throws {
        let blackbody = try Self.complete("colorconv blackbody --").candidates
        #expect(blackbody.contains("--duv") && blackbody.contains("--precision") && blackbody.contains("--input"), "\(blackbody)")
        #expect(!blackbody.contains("--field"), "\(blackbody)")
        #expect(try Self.complete("colorconv cct --").candidates.contains("--field"))
    }

    /// Without the name `convert`, colorconv converts, so its bash completion
    /// completes `convert`'s options and colors too (the branch
    /// `CompletionScripts.bash` adds to the generated script).
    @Test func theDefaultCommandCompletesWithoutItsName() throws {
        #expect(try Self.complete("colorconv --to okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("colorconv --to hsl,okl").candidates == ["hsl,oklab", "hsl,oklch", "hsl,oklrab", "hsl,oklrch"])
        #expect(try Self.complete("colorconv tom").candidates == ["tomato"])
        #expect(try Self.complete("colorconv red --format s").candidates == ["swatch"])
        let flags = try Self.complete("colorconv -").candidates
        #expect(flags.contains("--to") && flags.contains("--strict"), "\(flags)")
        #expect(Set(flags).count == flags.count, "offered twice: \(flags)")
    }

    /// colormix mixes without the name `mix`, and gradient makes without `make`: their scripts complete as those commands.
    @Test func colormixCompletesInterpolationSpacesAndColors() throws {
        #expect(try Self.complete("colormix --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("colormix mix --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("colormix steps red blue --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("colormix --in dev").candidates == ["device"])
        #expect(try Self.complete("colormix red --with rebeccap").candidates == ["rebeccapurple"])
        #expect(try Self.complete("colormix tom").candidates == ["tomato"])
        #expect(try Self.complete("colormix --hue inc").candidates == ["increasing"])
        let st = try Self.complete("colormix st").candidates
        #expect(st.first == "steps" && st.contains("steelblue"), "\(st)")
    }

    /// bullseye plays without the name `play`: its script completes play's options then, and scores' after `scores`.
    @Test func bullseyeCompletesTheOptionsOfPlayAndScores() throws {
        #expect(try Self.complete("bullseye --rou").candidates == ["--rounds"])
        #expect(try Self.complete("bullseye play --end").candidates == ["--endless"])
        #expect(try Self.complete("bullseye scores --mo").candidates == ["--mode"])
        #expect(try Self.complete("bullseye scores --a").candidates == ["--all"])
        let commands = try Self.complete("bullseye ").candidates
        #expect(commands.contains("play") && commands.contains("scores"), "\(commands)")
    }

    /// chroma-quiz plays without the name `play`; colormix and gradient have a `play` command for their games.
    @Test func theColorGamesCompleteTheirModelsModesAndCommands() throws {
        let quizModels = try Self.complete("chroma-quiz --model hs").candidates
        let gradientModels = try Self.complete("gradient play --model cm").candidates
        #expect(quizModels == ["hsb", "hsl"])
        #expect(gradientModels == ["cmyk"])
        #expect(try Self.complete("chroma-quiz play --mode a").candidates == ["arcade"])
        #expect(try Self.complete("chroma-quiz --difficulty e").candidates == ["easy"])
        #expect(try Self.complete("chroma-quiz scores --mo").candidates == ["--mode"])
        let commands = try Self.complete("chroma-quiz ").candidates
        #expect(commands.contains("play") && commands.contains("scores"), "\(commands)")
        #expect(try Self.complete("colormix play --scoring c").candidates == ["classic"])
        #expect(try Self.complete("colormix play --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("gradient pl").candidates.first == "play")
        #expect(try Self.complete("colormix play sc").candidates == ["scores"])
        #expect(try Self.complete("gradient play scores --a").candidates == ["--all"])
        #expect(try Self.complete("colormix play scores --db x --mo").candidates == ["--mode"])
    }

    /// After an option that takes a value, only its values are offered: no option names, none of the tool's own.
    @Test func afterAnOptionOnlyItsValuesAreOffered() throws {
        #expect(try Self.complete("chroma-quiz --model ").candidates == ["rgb", "hsb", "cmyk", "hsl", "oklch", "okhsl", "okhsv", "hct"])
        #expect(try Self.complete("gradient --format ").candidates == ["ndjson", "css", "ansi", "hex", "swatch", "svg", "png", "human"])
        #expect(try Self.complete("colorconv --precision ").candidates == [])
        #expect(try Self.complete("colorconv red --gamut ").candidates == ["clip", "css", "raytrace"])
        #expect(try Self.complete("colorconv red --gamut-space d").candidates == ["display-p3", "display-p3-linear"])
        #expect(try Self.complete("colormix --in oklc").candidates == ["oklch"])
        let options = try Self.complete("colorconv -").candidates
        #expect(options.contains("--to") && options.contains("--help") && options.filter { $0 == "--help" }.count == 1, "\(options)")
    }

    /// `scores --mode` completes the modes of each game's leaderboard.
    @Test func scoresModeCompletesTheModes() throws {
        #expect(try Self.complete("bullseye scores --mode ").candidates == ["classic", "endless"])
        #expect(try Self.complete("chroma-quiz scores --mode ").candidates == ["classic", "arcade", "daily"])
        #expect(try Self.complete("colormix play scores --mode a").candidates == ["arcade"])
        #expect(try Self.complete("gradient play scores --mode d").candidates == ["daily"])
        #expect(try Self.complete("ghostdraw trace scores --mode ").candidates == ["classic", "daily"])
    }

    /// A command with a default of its own (`ghostdraw trace` plays) completes that default's options without its name.
    @Test func aNestedDefaultCommandCompletesWithoutItsName() throws {
        #expect(try Self.complete("ghostdraw trace --r").candidates == ["--rounds"])
        #expect(try Self.complete("ghostdraw trace --mode ").candidates == ["classic", "daily"])
        let first = try Self.complete("ghostdraw trace ").candidates
        #expect(first.contains("play") && first.contains("scores") && first.contains("--rounds"), "\(first)")
    }

    /// ghostdraw draws without the name `draw`; its other commands complete their own options and values.
    @Test func ghostdrawCompletesItsCommandsFormatsAndOptions() throws {
        let commands = try Self.complete("ghostdraw ").candidates
        for command in ["draw", "repl", "render", "replay", "reveals"] {
            #expect(commands.contains(command), "\(commands)")
        }
        #expect(try Self.complete("ghostdraw re").candidates == ["repl", "render", "replay", "reveals"])
        #expect(try Self.complete("ghostdraw render --format s").candidates == ["svg"])
        #expect(try Self.complete("ghostdraw reveals --si").candidates == ["--size"])
        let flags = try Self.complete("ghostdraw render -").candidates
        #expect(flags.contains("--at") && flags.contains("--scale") && flags.contains("--output"), "\(flags)")
        #expect(Set(flags).count == flags.count, "offered twice: \(flags)")
    }

    @Test func gradientCompletesFormatsSpacesAndColors() throws {
        let formats = try Self.complete("gradient --format p").candidates
        #expect(formats == ["png"])
        #expect(try Self.complete("gradient make --format s").candidates == ["swatch", "svg"])
        #expect(try Self.complete("gradient --format h").candidates == ["hex", "human"])
        #expect(try Self.complete("gradient --in perc").candidates == ["perceptual"])
        #expect(try Self.complete("gradient red --in okl").candidates == ["oklab", "oklch", "oklrab", "oklrch"])
        #expect(try Self.complete("gradient --gamut c").candidates == ["clip", "css"])
        #expect(try Self.complete("gradient red gol").candidates == ["gold", "goldenrod"])
        let flags = try Self.complete("gradient -").candidates
        #expect(flags.contains("--steps") && flags.contains("--dither") && flags.contains("--output"), "\(flags)")
        #expect(Set(flags).count == flags.count, "offered twice: \(flags)")
    }
}

/// Types a command line into an interactive zsh or fish and presses Tab.
struct InteractiveCompletion {
    /// The shell's absolute path and its arguments for an interactive session without start-up files.
    var executable: String
    var arguments: [String]
    /// The line typed first: it loads the script and prints `readyMarker`.
    var setupLine: String
    var readyMarker: String
    /// Entries added to the pseudo-terminal's environment; `home` is the session's scratch folder.
    var environment: (_ home: String) -> [String: String] = { _ in [:] }

    /// Starts a fresh session, types `line`, presses Tab `tabs` times and waits until every one of `expected` is on screen.
    func expect(_ line: String, tabs: Int = 1, toShow expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let home = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = environment(home)
        environment["PATH"] = Tool.binDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let terminal = try PseudoTerminal(
            executable: executable, arguments: arguments, home: home, environment: environment, columns: 100, rows: 30)
        defer { terminal.close() }
        terminal.send(setupLine + "\r")
        try #require(
            terminal.waitFor(readyMarker, timeout: 20),
            "the completion script did not load; screen: \(terminal.screen)", sourceLocation: sourceLocation)
        let mark = terminal.output.count
        terminal.send(line)
        for _ in 0..<tabs { terminal.send(key: .tab) }
        let shown = terminal.waitUntil(timeout: 20, since: mark) { screen in expected.allSatisfy(screen.contains) }
        #expect(
            shown, "after \(line.debugDescription) and Tab, expected \(expected); screen: \(PseudoTerminal.screenText(Array(terminal.output[mark...])))",
            sourceLocation: sourceLocation)
    }
}

/// zsh loads the committed script with `compinit` and completes with it on a terminal.
@Suite("zsh completion") struct ZshCompletionTests {
    static func session() throws -> InteractiveCompletion {
        let zsh = try CompletionScripts.requireShell("zsh")
        let script = CompletionScripts.quoted(CompletionScripts.path(for: "zsh"))
        let ghostdraw = CompletionScripts.quoted(CompletionScripts.path(for: "zsh", tool: "ghostdraw"))
        return InteractiveCompletion(
            executable: zsh, arguments: ["-f", "-i"],
            setupLine: "PS1='zsh> '; autoload -U compinit; compinit -u -D; source \(script); source \(ghostdraw); print loaded-${+functions[_colorconv]}",
            readyMarker: "loaded-1")
    }

    @Test func scriptLoadsAndRegistersItsFunction() throws {
        _ = try CompletionScripts.requireShell("zsh")
        let result = try Tool.shell(
            #"timeout 30 zsh -f -c 'autoload -U compinit && compinit -u -D && source "$COMPLETION_SCRIPT" && print -r -- "${_comps[colorconv]}"'"#,
            environment: ["COMPLETION_SCRIPT": CompletionScripts.path(for: "zsh")])
        #expect(result.status == 0 && result.stderr.isEmpty, "status \(result.status): \(result.stderr)")
        #expect(result.stdout == "_colorconv\n")
    }

    @Test func tabCompletesTheItemAfterTheLastCommaOfTo() throws {
        try Self.session().expect("colorconv convert --to hsl,ok", tabs: 2, toShow: ["hsl,oklab", "hsl,oklch"])
    }

    @Test func tabCompletesColorNames() throws {
        try Self.session().expect("colorconv convert tom", toShow: ["tomato"])
    }

    @Test func tabListsTheDistanceMethods() throws {
        try Self.session().expect("colorconv distance --method ", tabs: 2, toShow: DeltaE.methods.map(\.name))
    }

    @Test func theDefaultCommandCompletesWithoutItsName() throws {
        try Self.session().expect("colorconv --to ok", tabs: 2, toShow: ["oklab", "oklch", "okhsl"])
        try Self.session().expect("colorconv red --form", toShow: ["--format"])
        try Self.session().expect("ghostdraw trace --mo", toShow: ["--mode"])
    }
}

/// fish loads the committed script and completes with it, through `complete -C` and on a terminal.
///
/// `complete -C` checks the candidates fish's script lists itself (subcommands,
/// `--method`, `--format`). The candidates colorconv computes (colors, space
/// lists) are checked on a terminal: the script passes colorconv the cursor's
/// place in the word, which fish 3.6 only knows for a live command line.
@Suite("fish completion") struct FishCompletionTests {
    /// A scratch home for fish's configuration and data, so no test touches the user's.
    static func scratchEnvironment(home: String) -> [String: String] {
        [
            "HOME": home,
            "XDG_CONFIG_HOME": home + "/config",
            "XDG_DATA_HOME": home + "/data",
            "XDG_CACHE_HOME": home + "/cache",
        ]
    }

    static func session() throws -> InteractiveCompletion {
        let fish = try CompletionScripts.requireShell("fish")
        let script = CompletionScripts.quoted(CompletionScripts.path(for: "fish"))
        let ghostdraw = CompletionScripts.quoted(CompletionScripts.path(for: "fish", tool: "ghostdraw"))
        return InteractiveCompletion(
            executable: fish, arguments: ["--no-config", "--interactive"],
            setupLine: "function fish_prompt; echo -n 'fish> '; end; source \(script); and source \(ghostdraw); and echo loaded-(echo ok)",
            readyMarker: "loaded-ok",
            environment: scratchEnvironment(home:))
    }

    /// The candidates `complete -C line` prints, without their descriptions.
    static func candidates(for line: String) throws -> [String] {
        _ = try CompletionScripts.requireShell("fish")
        let home = try PseudoTerminal.makeScratchFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = scratchEnvironment(home: home)
        environment["COMPLETION_SCRIPT"] = CompletionScripts.path(for: "fish")
        environment["COMPLETION_LINE"] = line
        let result = try Tool.shell(
            #"timeout 30 fish --no-config -c 'source $COMPLETION_SCRIPT; and complete -C $COMPLETION_LINE'"#,
            environment: environment)
        #expect(result.status == 0 && result.stderr.isEmpty, "complete -C \(line.debugDescription): status \(result.status): \(result.stderr)")
        return result.lines.map { String($0.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)[0]) }
    }

    @Test func completeListsTheDistanceMethods() throws {
        #expect(try Self.candidates(for: "colorconv distance --method ") == DeltaE.methods.map(\.name))
    }

    @Test func completeListsSubcommandsAndFormats() throws {
        #expect(try Self.candidates(for: "colorconv sp") == ["spaces"])
        #expect(try Self.candidates(for: "colorconv convert --format s") == ["swatch"])
        #expect(try Self.candidates(for: "colorconv list --format h") == ["hex", "human"])
    }

    @Test func tabCompletesTheItemAfterTheLastCommaOfTo() throws {
        try Self.session().expect("colorconv convert --to hsl,ok", toShow: ["hsl,oklab", "hsl,oklch"])
    }

    @Test func tabCompletesSpaceNamesForTo() throws {
        try Self.session().expect("colorconv convert --to ok", toShow: ["oklab", "oklch"])
    }

    @Test func theDefaultCommandCompletesWithoutItsName() throws {
        try Self.session().expect("colorconv --to ok", toShow: ["oklab", "oklch"])
        try Self.session().expect("colorconv --prec", toShow: ["--precision"])
        try Self.session().expect("ghostdraw trace --mo", toShow: ["--mode"])
    }

    @Test func tabCompletesColorNames() throws {
        try Self.session().expect("colorconv convert tom", toShow: ["tomato"])
    }
}
