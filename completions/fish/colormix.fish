function __colormix_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __colormix_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __colormix_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __colormix_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __colormix_parse_tokens -S
    set -l unparsed_tokens (__colormix_tokens -pc)
    switch $unparsed_tokens[1]
    case 'colormix'
        __colormix_parse_subcommand 0 'version' 'h/help'
        # Without a command, colormix runs `mix`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] mix steps play help
            set -p unparsed_tokens mix
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens mix
        end
        switch $unparsed_tokens[1]
        case 'mix'
            __colormix_parse_subcommand -r 1 'by=' 'with=' 'pairs' 'in=' 'hue=' 'adaptation=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'steps'
            __colormix_parse_subcommand 2 'n/count=' 'format=' 'in=' 'hue=' 'adaptation=' 'precision=' 'u/unbuffered' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'play'
            __colormix_parse_subcommand 0 'in=' 'scoring=' 'mode=' 'rounds=' 'time=' 'difficulty=' 'date=' 'color=' 'scores' 'seed=' 'db=' 'player=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'scores'
                __colormix_parse_subcommand 0 'mode=' 'all' 'db=' 'player=' 'version' 'h/help'
            end
        case 'help'
            __colormix_parse_subcommand -r 1 'version'
        end
    end
end

function __colormix_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __colormix_parse_subcommand -S -a positional_count
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

function __colormix_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __colormix_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__colormix_tokens -p)
    if test -z "$(__colormix_tokens -t)"
        set -l index (count (__colormix_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'colormix' -f
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix" version' -l 'version' -d 'Show the version.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix" -eq 1' -fa 'mix' -d 'Mix colors (what colormix does without a command).'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix" -eq 1' -fa 'steps' -d 'The N evenly spaced mixes from A to B, as records.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix" -eq 1' -fa 'play' -d 'The color-mixing game: find the ratio at which two colors were mixed into the target.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix mix" -ge 1' -fka '(__colormix_custom_completion ---completion mix -- positional@0 (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" by' -l 'by' -d 'How much of the second color (or of --with) to mix in: 0–1, or a percentage (25%).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" with' -l 'with' -d 'Mix every input record, or each color given, with this color.' -rfka '(__colormix_custom_completion ---completion mix -- --with (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" pairs' -l 'pairs' -d 'Mix consecutive input records two by two.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" in' -l 'in' -d 'The interpolation space (perceptual = oklab, device = srgb).' -rfka '(__colormix_custom_completion ---completion mix -- --in (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" hue' -l 'hue' -d 'Hue interpolation in a polar space: shorter, longer, increasing or decreasing.' -rfka 'shorter longer increasing decreasing'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" adaptation' -l 'adaptation' -d 'The chromatic adaptation between D65 and D50 (lab, lch, xyz-d50, prophoto-rgb) or the ACES white; bradford is CSS\'s.' -rfka 'bradford cat02 cat16 von-kries xyz-scaling'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text swatch human'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" version' -l 'version' -d 'Show the version.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix mix" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix steps" -eq 1' -fka '(__colormix_custom_completion ---completion steps -- positional@0 (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix steps" -eq 2' -fka '(__colormix_custom_completion ---completion steps -- positional@1 (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" count n' -s 'n' -l 'count' -d 'How many mixes, at least 2.' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text swatch human'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" in' -l 'in' -d 'The interpolation space (perceptual = oklab, device = srgb).' -rfka '(__colormix_custom_completion ---completion steps -- --in (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" hue' -l 'hue' -d 'Hue interpolation in a polar space: shorter, longer, increasing or decreasing.' -rfka 'shorter longer increasing decreasing'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" adaptation' -l 'adaptation' -d 'The chromatic adaptation between D65 and D50 (lab, lch, xyz-d50, prophoto-rgb) or the ACES white; bradford is CSS\'s.' -rfka 'bradford cat02 cat16 von-kries xyz-scaling'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" version' -l 'version' -d 'Show the version.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix steps" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" in' -l 'in' -d 'The space the colors mix in (perceptual = oklab, device = srgb).' -rfka '(__colormix_custom_completion ---completion play -- --in (count (__colormix_tokens -pc)) (__colormix_tokens -tC))'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" scoring' -l 'scoring' -d 'perceptual (points from ΔE2000) or classic (the original\'s (1 − mean|Δrgb|) × 100).' -rfka 'perceptual classic'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" mode' -l 'mode' -d 'classic (a number of rounds), arcade (as many rounds as fit in --time) or daily (the day\'s puzzle, the same for everyone).' -rfka 'classic arcade daily'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" rounds' -l 'rounds' -d 'How many rounds a classic game has (1–1000).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" time' -l 'time' -d 'How many seconds an arcade game lasts (1–3600; default 60).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" difficulty' -l 'difficulty' -d 'easy (hints), normal, or hard (the target hides 5 s into each round).' -rfka 'easy normal hard'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" date' -l 'date' -d 'Play the daily puzzle of this UTC date (YYYY-MM-DD); only today\'s is scored.' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" color' -l 'color' -d 'Color the swatches: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" scores' -l 'scores' -d 'Print the leaderboard instead of playing.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" seed' -l 'seed' -d 'Play the game this number deals; the same seed deals the same game (recorded unranked).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" strict' -l 'strict' -d 'In batch mode, stop at the first bad action, with exit status 65.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" u unbuffered' -s 'u' -l 'unbuffered' -d 'In batch mode, write every event as soon as it happens.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" i input' -s 'i' -l 'input' -d 'Read batch actions from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" version' -l 'version' -d 'Show the version.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_positional "colormix play" -eq 1' -fa 'scores' -d 'Print the leaderboard: the top 10 per mode and mixing space, and your best.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" mode' -l 'mode' -d 'Only the modes this names by their first words (e.g. classic, "classic oklab", daily).' -rfka 'classic arcade daily'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" all' -l 'all' -d 'Show unranked games too (batch mode, --seed), each marked unranked.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" version' -l 'version' -d 'Show the version.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix play scores" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colormix' -n '__colormix_should_offer_completions_for_flags_or_options "colormix help" version' -l 'version' -d 'Show the version.'
