function __ghostdraw_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __ghostdraw_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __ghostdraw_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __ghostdraw_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __ghostdraw_parse_tokens -S
    set -l unparsed_tokens (__ghostdraw_tokens -pc)
    switch $unparsed_tokens[1]
    case 'ghostdraw'
        __ghostdraw_parse_subcommand 0 'version' 'h/help'
        # Without a command, ghostdraw runs `draw`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] draw repl render replay reveals trace help
            set -p unparsed_tokens draw
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens draw
        end
        switch $unparsed_tokens[1]
        case 'draw'
            __ghostdraw_parse_subcommand 0 'size=' 'log=' 'no-mouse' 'color=' 'version' 'h/help'
        case 'repl'
            __ghostdraw_parse_subcommand 0 'size=' 'clock=' 'load=' 'color=' 'version' 'h/help'
        case 'render'
            __ghostdraw_parse_subcommand 1 'size=' 'at=' 'format=' 'o/output=' 'scale=' 'color=' 'version' 'h/help'
        case 'replay'
            __ghostdraw_parse_subcommand 1 'size=' 'speed=' 'color=' 'version' 'h/help'
        case 'reveals'
            __ghostdraw_parse_subcommand 1 'size=' 'version' 'h/help'
        case 'trace'
            __ghostdraw_parse_subcommand 0 'version' 'h/help'
            # Without a command, ghostdraw trace runs `play`: the tokens are its own.
            if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] play scores
                set -p unparsed_tokens play
            else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
                set -p unparsed_tokens play
            end
            switch $unparsed_tokens[1]
            case 'play'
                __ghostdraw_parse_subcommand 0 'mode=' 'rounds=' 'date=' 'no-mouse' 'color=' 'seed=' 'db=' 'player=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
            case 'scores'
                __ghostdraw_parse_subcommand 0 'mode=' 'all' 'db=' 'player=' 'version' 'h/help'
            end
        case 'help'
            __ghostdraw_parse_subcommand -r 1 'version'
        end
    end
end

function __ghostdraw_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __ghostdraw_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __ghostdraw_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __ghostdraw_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__ghostdraw_tokens -p)
    if test -z "$(__ghostdraw_tokens -t)"
        set -l index (count (__ghostdraw_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'ghostdraw' -f
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'draw' -d 'Draw on a full-screen canvas (what ghostdraw does without a command).'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'repl' -d 'Draw by typing commands: tool blue, stroke 3,4 10,4, wait 2.5, show, save, export.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'render' -d 'Draw what a log shows at a time, as terminal text, SVG or PNG.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'replay' -d 'Play a log back in real time on the terminal.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'reveals' -d 'Print when each stroke of a log appears, as NDJSON.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'trace' -d 'The game: trace a faint figure with ink that appears only after its delay, 0–100 points a round.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" size' -l 'size' -d 'The canvas size in cells, WIDTHxHEIGHT (default: the window\'s).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" log' -l 'log' -d 'Save the event log to this file on w and on quitting (default: ghostdraw-YYYYMMDD-HHMMSS.ndjson here, on w, or on quitting if you say so).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'ndjson\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" no-mouse' -l 'no-mouse' -d 'Do not ask the terminal for mouse reports: draw with the arrow keys and space.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw draw" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" size' -l 'size' -d 'Draw on a canvas of this size in cells, WIDTHxHEIGHT (default 80x48); logs loaded later are drawn on it too.' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" clock' -l 'clock' -d 'real (real time plus waits) or manual (waits only); default real at a terminal, manual for piped commands.' -rfka 'real manual'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" load' -l 'load' -d 'Start from this saved event log, as the load command does.' -rfa '(set -l exts \'ndjson\' \'jsonl\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw repl" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw render" -eq 1' -fa '(set -l exts \'ndjson\' \'jsonl\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" size' -l 'size' -d 'Draw on a canvas of this size in cells, WIDTHxHEIGHT (default: the log\'s, else 80x48).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" at' -l 'at' -d 'The time in seconds from the start of the log.' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" format' -l 'format' -d 'ansi, svg or png (default: from the --output name, else ansi).' -rfka 'ansi svg png'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" o output' -s 'o' -l 'output' -d 'Write to this file instead of standard output, in the format its extension names (.svg, .png, .ans, .ansi or .txt) unless --format is given.' -rfa '(set -l exts \'svg\' \'png\' \'ans\' \'ansi\' \'txt\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" scale' -l 'scale' -d 'Image pixels per canvas cell in SVG and PNG, 1–64.' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw render" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw replay" -eq 1' -fa '(set -l exts \'ndjson\' \'jsonl\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw replay" size' -l 'size' -d 'Draw on a canvas of this size in cells, WIDTHxHEIGHT (default: the log\'s, else 80x48).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw replay" speed' -l 'speed' -d 'Play this many times faster (0.1–100; default 1).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw replay" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw replay" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw replay" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw reveals" -eq 1' -fa '(set -l exts \'ndjson\' \'jsonl\' \'json\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw reveals" size' -l 'size' -d 'Draw on a canvas of this size in cells, WIDTHxHEIGHT (default: the log\'s, else 80x48).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw reveals" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw reveals" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw trace" -eq 1' -fa 'play' -d 'Play a game (what trace does without a command).'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_positional "ghostdraw trace" -eq 1' -fa 'scores' -d 'Print the leaderboard: the top 10 per mode, and your best.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" mode' -l 'mode' -d 'classic (a number of rounds) or daily (the day\'s figures, the same for everyone).' -rfka 'classic daily'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" rounds' -l 'rounds' -d 'How many rounds a classic game has (1–100).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" date' -l 'date' -d 'Play the daily figures of this UTC date (YYYY-MM-DD); only today\'s are scored.' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" no-mouse' -l 'no-mouse' -d 'Do not ask the terminal for mouse reports: draw with the arrow keys and space.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" seed' -l 'seed' -d 'Play the game this number deals; the same seed deals the same game (recorded unranked).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" strict' -l 'strict' -d 'In batch mode, stop at the first bad action, with exit status 65.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" u unbuffered' -s 'u' -l 'unbuffered' -d 'In batch mode, write every event as soon as it happens.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" i input' -s 'i' -l 'input' -d 'Read batch actions from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" mode' -l 'mode' -d 'Only this mode (e.g. classic; its first words suffice).' -rfka 'classic daily'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" all' -l 'all' -d 'Show unranked games too (batch mode, --seed), each marked unranked.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" version' -l 'version' -d 'Show the version.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw trace scores" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'ghostdraw' -n '__ghostdraw_should_offer_completions_for_flags_or_options "ghostdraw help" version' -l 'version' -d 'Show the version.'
