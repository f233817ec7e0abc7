function __chroma-quiz_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __chroma-quiz_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __chroma-quiz_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __chroma-quiz_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __chroma-quiz_parse_tokens -S
    set -l unparsed_tokens (__chroma-quiz_tokens -pc)
    switch $unparsed_tokens[1]
    case 'chroma-quiz'
        __chroma-quiz_parse_subcommand 0 'version' 'h/help'
        # Without a command, chroma-quiz runs `play`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] play scores help
            set -p unparsed_tokens play
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens play
        end
        switch $unparsed_tokens[1]
        case 'play'
            __chroma-quiz_parse_subcommand 0 'model=' 'mode=' 'rounds=' 'time=' 'difficulty=' 'date=' 'color=' 'scores' 'seed=' 'db=' 'player=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'scores'
            __chroma-quiz_parse_subcommand 0 'mode=' 'all' 'db=' 'player=' 'version' 'h/help'
        case 'help'
            __chroma-quiz_parse_subcommand -r 1 'version'
        end
    end
end

function __chroma-quiz_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __chroma-quiz_parse_subcommand -S -a positional_count
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

function __chroma-quiz_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __chroma-quiz_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__chroma-quiz_tokens -p)
    if test -z "$(__chroma-quiz_tokens -t)"
        set -l index (count (__chroma-quiz_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'chroma-quiz' -f
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz" version' -l 'version' -d 'Show the version.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_positional "chroma-quiz" -eq 1' -fa 'play' -d 'Play a game (what chroma-quiz does without a command).'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_positional "chroma-quiz" -eq 1' -fa 'scores' -d 'Print the leaderboard: the top 10 per mode and model, and your best.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_positional "chroma-quiz" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" model' -l 'model' -d 'The channels you set: rgb (0–255), hsb, cmyk, hsl, oklch, okhsl, okhsv or hct.' -rfka 'rgb hsb cmyk hsl oklch okhsl okhsv hct'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" mode' -l 'mode' -d 'classic (a number of rounds), arcade (as many rounds as fit in --time) or daily (the day\'s puzzle, the same for everyone).' -rfka 'classic arcade daily'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" rounds' -l 'rounds' -d 'How many rounds a classic game has (1–1000).' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" time' -l 'time' -d 'How many seconds an arcade game lasts (1–3600; default 60).' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" difficulty' -l 'difficulty' -d 'easy (hints), normal, or hard (the target hides 5 s into each round).' -rfka 'easy normal hard'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" date' -l 'date' -d 'Play the daily puzzle of this UTC date (YYYY-MM-DD); only today\'s is scored.' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" color' -l 'color' -d 'Color the swatches: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" scores' -l 'scores' -d 'Print the leaderboard instead of playing.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" seed' -l 'seed' -d 'Play the game this number deals; the same seed deals the same game (recorded unranked).' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" strict' -l 'strict' -d 'In batch mode, stop at the first bad action, with exit status 65.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" u unbuffered' -s 'u' -l 'unbuffered' -d 'In batch mode, write every event as soon as it happens.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" i input' -s 'i' -l 'input' -d 'Read batch actions from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" version' -l 'version' -d 'Show the version.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" mode' -l 'mode' -d 'Only the modes this names by their first words (e.g. classic, "classic rgb", daily).' -rfka 'classic arcade daily'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" all' -l 'all' -d 'Show unranked games too (batch mode, --seed), each marked unranked.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" version' -l 'version' -d 'Show the version.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz scores" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'chroma-quiz' -n '__chroma-quiz_should_offer_completions_for_flags_or_options "chroma-quiz help" version' -l 'version' -d 'Show the version.'
