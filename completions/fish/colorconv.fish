function __colorconv_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __colorconv_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __colorconv_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __colorconv_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __colorconv_parse_tokens -S
    set -l unparsed_tokens (__colorconv_tokens -pc)
    switch $unparsed_tokens[1]
    case 'colorconv'
        __colorconv_parse_subcommand 0 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'convert'
            __colorconv_parse_subcommand -r 1 'to=' 'format=' 'gamut=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'version' 'h/help'
        case 'distance'
            __colorconv_parse_subcommand -r 1 'method=' 'to-color=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'name'
            __colorconv_parse_subcommand -r 1 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'spaces'
            __colorconv_parse_subcommand 0 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'random'
            __colorconv_parse_subcommand 0 'n/count=' 'strategy=' 'seed=' 'to=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'distinct'
            __colorconv_parse_subcommand 0 'n/count=' 'metric=' 'keep=+' 'seed=' 'to=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'sort'
            __colorconv_parse_subcommand -r 1 'by=' 'in=' 'reverse' 'to=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'list'
            __colorconv_parse_subcommand 0 'to=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'version' 'h/help'
        case 'paint'
            __colorconv_parse_subcommand -r 2 'on=' 'color=' 'i/input=' 'version' 'h/help'
        case 'repl'
            __colorconv_parse_subcommand 0 'precision=' 'color=' 'version' 'h/help'
        case 'help'
            __colorconv_parse_subcommand -r 1 'version'
        end
    end
end

function __colorconv_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __colorconv_parse_subcommand -S -a positional_count
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

function __colorconv_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __colorconv_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__colorconv_tokens -p)
    if test -z "$(__colorconv_tokens -t)"
        set -l index (count (__colorconv_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'colorconv' -f
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'convert' -d 'Convert colors to other spaces (the default command).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'distance' -d 'Measure the difference (ΔE) between colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'name' -d 'Name the nearest CSS named color (by ΔE2000).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'spaces' -d 'List the color spaces with their channels and ranges.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'random' -d 'Write random colors, the same ones again with --seed.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'distinct' -d 'Make a palette of colors as different from each other as possible.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'sort' -d 'Sort colors by hue, chroma, lightness, luminance or name.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'list' -d 'List the 148 CSS named colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'paint' -d 'Print text in a color.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'repl' -d 'Start the interactive session: type a color, see it in every space.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv convert" -ge 1' -fka '(__colorconv_custom_completion ---completion convert -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion convert -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" format' -l 'format' -d 'Output format.' -rfka 'ndjson css hex text swatch'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" gamut' -l 'gamut' -d 'How hex and rgb8 bring colors into sRGB: css (CSS Color 4 mapping) or clip.' -rfka 'clip css'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv distance" -ge 1' -fka '(__colorconv_custom_completion ---completion distance -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" method' -l 'method' -d 'The formula: 76, 94, cmc, 2000, ok.' -rfka '76 94 cmc 2000 ok'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" to-color' -l 'to-color' -d 'Compare every color with this one.' -rfka '(__colorconv_custom_completion ---completion distance -- --to-color (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv name" -ge 1' -fka '(__colorconv_custom_completion ---completion name -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" count n' -s 'n' -l 'count' -d 'How many colors (1–1000000, default 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" strategy' -l 'strategy' -d 'How colors are drawn: vivid, rgb, gray, oklch.' -rfka 'vivid rgb gray oklch'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" seed' -l 'seed' -d 'Draw the colors this number gives; the same seed gives the same colors.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion random -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" count n' -s 'n' -l 'count' -d 'How many colors, the kept ones included (2–100, default 8).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" metric' -l 'metric' -d 'The difference to spread: ok (ΔEOK) or 2000 (CIEDE2000).' -rfka 'ok 2000'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct"' -l 'keep' -d 'Colors the palette must have, comma-separated; repeatable.' -rfka '(__colorconv_custom_completion ---completion distinct -- --keep (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" seed' -l 'seed' -d 'Search from this number; the same seed gives the same palette.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion distinct -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv sort" -ge 1' -fka '(__colorconv_custom_completion ---completion sort -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" by' -l 'by' -d 'The key: hue, chroma, lightness, luminance, name.' -rfka 'hue chroma lightness luminance name'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" in' -l 'in' -d 'The space of hue, chroma and lightness (default oklch).' -rfka '(__colorconv_custom_completion ---completion sort -- --in (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" reverse' -l 'reverse' -d 'Sort in descending order (equal keys still in input order).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion sort -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion list -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv paint" -eq 1' -fka '(__colorconv_custom_completion ---completion paint -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" background on' -l 'on' -l 'background' -d 'Paint the background in this color too.' -rfka '(__colorconv_custom_completion ---completion paint -- --on (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" i input' -s 'i' -l 'input' -d 'Paint the lines of this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv help" version' -l 'version' -d 'Show the version.'
