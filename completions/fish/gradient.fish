function __gradient_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __gradient_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __gradient_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __gradient_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __gradient_parse_tokens -S
    set -l unparsed_tokens (__gradient_tokens -pc)
    switch $unparsed_tokens[1]
    case 'gradient'
        __gradient_parse_subcommand 0 'version' 'h/help'
        # Without a command, gradient runs `make`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] make play help
            set -p unparsed_tokens make
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens make
        end
        switch $unparsed_tokens[1]
        case 'make'
            __gradient_parse_subcommand -r 1 'colormap=' 'steps=' 'format=' 'o/output=' 'size=' 'direction=' 'gamut=' 'dither' 'in=' 'hue=' 'adaptation=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'play'
            __gradient_parse_subcommand 0 'model=' 'mode=' 'rounds=' 'time=' 'difficulty=' 'date=' 'color=' 'scores' 'seed=' 'db=' 'player=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'scores'
                __gradient_parse_subcommand 0 'mode=' 'all' 'db=' 'player=' 'version' 'h/help'
            end
        case 'help'
            __gradient_parse_subcommand -r 1 'version'
        end
    end
end

function __gradient_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __gradient_parse_subcommand -S -a positional_count
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

function __gradient_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __gradient_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__gradient_tokens -p)
    if test -z "$(__gradient_tokens -t)"
        set -l index (count (__gradient_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'gradient' -f
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient" version' -l 'version' -d 'Show the version.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_positional "gradient" -eq 1' -fa 'make' -d 'Make a gradient (what gradient does without a command).'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_positional "gradient" -eq 1' -fa 'play' -d 'The gradient game: rebuild a target gradient by setting its start and end colors.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_positional "gradient" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_positional "gradient make" -ge 1' -fka '(__gradient_custom_completion ---completion make -- positional@0 (count (__gradient_tokens -pc)) (__gradient_tokens -tC))'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" colormap' -l 'colormap' -d 'A colormap instead of stops: viridis, magma, inferno, plasma, cividis, turbo, fire, kbc, bmy, gouldian, rainbow4, bkr.' -rfka 'viridis magma inferno plasma cividis turbo fire kbc bmy gouldian rainbow4 bkr'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" steps' -l 'steps' -d 'How many colors to write (ndjson, hex, swatch; bands of ansi), or to sample for a CSS gradient in a space CSS does not name.' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css ansi hex swatch svg png human'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" o output' -s 'o' -l 'output' -d 'Write to this file instead of standard output, in the format its extension names (.ndjson, .jsonl, .css, .txt, .ans, .ansi, .svg or .png) unless --format is given.' -rfa '(set -l exts \'ndjson\' \'jsonl\' \'css\' \'txt\' \'ans\' \'ansi\' \'svg\' \'png\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" size' -l 'size' -d 'Image size in pixels, WIDTHxHEIGHT.' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" direction' -l 'direction' -d 'Direction: horizontal, vertical, or an angle like 45deg (CSS: 0deg points up, 90deg right).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" gamut' -l 'gamut' -d 'How colors out of sRGB are brought in: css (CSS Color 4 mapping) or clip.' -rfka 'clip css raytrace'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" dither' -l 'dither' -d 'Ordered dithering when quantizing PNG pixels to 8 bits.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" in' -l 'in' -d 'The interpolation space (perceptual = oklab, device = srgb).' -rfka '(__gradient_custom_completion ---completion make -- --in (count (__gradient_tokens -pc)) (__gradient_tokens -tC))'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" hue' -l 'hue' -d 'Hue interpolation in a polar space: shorter, longer, increasing or decreasing.' -rfka 'shorter longer increasing decreasing'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" adaptation' -l 'adaptation' -d 'The chromatic adaptation between D65 and D50 (lab, lch, xyz-d50, prophoto-rgb) or the ACES white; bradford is CSS\'s.' -rfka 'bradford cat02 cat16 von-kries xyz-scaling'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" version' -l 'version' -d 'Show the version.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient make" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" model' -l 'model' -d 'The channels you set: rgb (0–255), hsb, cmyk, hsl, oklch, okhsl, okhsv or hct.' -rfka 'rgb hsb cmyk hsl oklch okhsl okhsv hct'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" mode' -l 'mode' -d 'classic (a number of rounds), arcade (as many rounds as fit in --time) or daily (the day\'s puzzle, the same for everyone).' -rfka 'classic arcade daily'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" rounds' -l 'rounds' -d 'How many rounds a classic game has (1–1000).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" time' -l 'time' -d 'How many seconds an arcade game lasts (1–3600; default 60).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" difficulty' -l 'difficulty' -d 'easy (hints), normal, or hard (the target hides 5 s into each round).' -rfka 'easy normal hard'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" date' -l 'date' -d 'Play the daily puzzle of this UTC date (YYYY-MM-DD); only today\'s is scored.' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" color' -l 'color' -d 'Color the swatches: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" scores' -l 'scores' -d 'Print the leaderboard instead of playing.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" seed' -l 'seed' -d 'Play the game this number deals; the same seed deals the same game (recorded unranked).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" strict' -l 'strict' -d 'In batch mode, stop at the first bad action, with exit status 65.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" u unbuffered' -s 'u' -l 'unbuffered' -d 'In batch mode, write every event as soon as it happens.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" i input' -s 'i' -l 'input' -d 'Read batch actions from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" version' -l 'version' -d 'Show the version.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_positional "gradient play" -eq 1' -fa 'scores' -d 'Print the leaderboard: the top 10 per mode and model, and your best.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" mode' -l 'mode' -d 'Only the modes this names by their first words (e.g. classic, "classic rgb", daily).' -rfka 'classic arcade daily'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" all' -l 'all' -d 'Show unranked games too (batch mode, --seed), each marked unranked.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" version' -l 'version' -d 'Show the version.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient play scores" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'gradient' -n '__gradient_should_offer_completions_for_flags_or_options "gradient help" version' -l 'version' -d 'Show the version.'
