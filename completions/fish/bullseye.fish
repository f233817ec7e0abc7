function __bullseye_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __bullseye_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __bullseye_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __bullseye_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __bullseye_parse_tokens -S
    set -l unparsed_tokens (__bullseye_tokens -pc)
    switch $unparsed_tokens[1]
    case 'bullseye'
        __bullseye_parse_subcommand 0 'version' 'h/help'
        # Without a command, bullseye runs `play`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] play scores help
            set -p unparsed_tokens play
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens play
        end
        switch $unparsed_tokens[1]
        case 'play'
            __bullseye_parse_subcommand 0 'rounds=' 'endless' 'scores' 'seed=' 'db=' 'player=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'scores'
            __bullseye_parse_subcommand 0 'mode=' 'all' 'db=' 'player=' 'version' 'h/help'
        case 'help'
            __bullseye_parse_subcommand -r 1 'version'
        end
    end
end

function __bullseye_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __bullseye_parse_subcommand -S -a positional_count
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

function __bullseye_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __bullseye_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__bullseye_tokens -p)
    if test -z "$(__bullseye_tokens -t)"
        set -l index (count (__bullseye_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'bullseye' -f
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye" version' -l 'version' -d 'Show the version.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_positional "bullseye" -eq 1' -fa 'play' -d 'Play a game (what bullseye does without a command).'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_positional "bullseye" -eq 1' -fa 'scores' -d 'Print the leaderboard: the top 10 per mode and your best.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_positional "bullseye" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" rounds' -l 'rounds' -d 'How many rounds a game has (1–1000).' -rfka ''
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" endless' -l 'endless' -d 'Play without end, as the original game does; nothing is scored.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" scores' -l 'scores' -d 'Print the leaderboard instead of playing (as `bullseye scores`).'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" seed' -l 'seed' -d 'Play the game this number deals; the same seed deals the same game (recorded unranked).' -rfka ''
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" strict' -l 'strict' -d 'In batch mode, stop at the first bad action, with exit status 65.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" u unbuffered' -s 'u' -l 'unbuffered' -d 'In batch mode, write every event as soon as it happens.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" i input' -s 'i' -l 'input' -d 'Read batch actions from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" version' -l 'version' -d 'Show the version.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" mode' -l 'mode' -d 'Only this mode (classic, or "N rounds"; its first words suffice).' -rfka 'classic endless'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" all' -l 'all' -d 'Show unranked games too (batch mode, --seed), each marked unranked.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" db' -l 'db' -d 'The score database (default $XDG_DATA_HOME/chromatools/scores.sqlite).' -rF
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" player' -l 'player' -d 'The player\'s name in the scores (default $USER).' -rfka ''
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" version' -l 'version' -d 'Show the version.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye scores" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'bullseye' -n '__bullseye_should_offer_completions_for_flags_or_options "bullseye help" version' -l 'version' -d 'Show the version.'
