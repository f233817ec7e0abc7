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
        # Without a command, colorconv runs `convert`: the tokens are its own.
        if test (count $unparsed_tokens) -gt 0; and not contains -- $unparsed_tokens[1] convert distance name spaces adjust contrast textcolor simulate cct blackbody random distinct scale palette scheme harmony sort list paint colorcheck lint repl help
            set -p unparsed_tokens convert
        else if test (count $unparsed_tokens) -eq 0; and string match -q -- '-*' (commandline -ct)
            set -p unparsed_tokens convert
        end
        switch $unparsed_tokens[1]
        case 'convert'
            __colorconv_parse_subcommand -r 1 'to=' 'css=' 'gamut=' 'gamut-space=' 'adaptation=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'distance'
            __colorconv_parse_subcommand -r 1 'method=' 'to-color=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'name'
            __colorconv_parse_subcommand -r 1 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'spaces'
            __colorconv_parse_subcommand 0 'format=' 'precision=' 'u/unbuffered' 'version' 'h/help'
        case 'adjust'
            __colorconv_parse_subcommand -r 1 'lighten=' 'darken=' 'saturate=' 'desaturate=' 'rotate=' 'complement' 'gray' 'set=+' 'alpha=' 'min-contrast=' 'against=' 'method=' 'in=' 'to=' 'css=' 'gamut=' 'gamut-space=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'contrast'
            __colorconv_parse_subcommand -r 1 'method=' 'bg=' 'fg=' 'matrix' 'fix' 'min-contrast=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'textcolor'
            __colorconv_parse_subcommand -r 1 'method=' 'from=+' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'simulate'
            __colorconv_parse_subcommand -r 1 'cvd=' 'severity=' 'model=' 'to=' 'css=' 'gamut=' 'gamut-space=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'cct'
            __colorconv_parse_subcommand -r 1 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'blackbody'
            __colorconv_parse_subcommand -r 1 'duv=' 'to=' 'format=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'version' 'h/help'
        case 'random'
            __colorconv_parse_subcommand 0 'n/count=' 'strategy=' 'seed=' 'to=' 'format=' 'precision=' 'u/unbuffered' 'color=' 'version' 'h/help'
        case 'distinct'
            __colorconv_parse_subcommand 0 'n/count=' 'metric=' 'keep=+' 'seed=' 'to=' 'format=' 'precision=' 'u/unbuffered' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'scale'
            __colorconv_parse_subcommand -r 1 'steps=' 'to=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'palette'
            __colorconv_parse_subcommand -r 1 'tones=' 'to=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'scheme'
            __colorconv_parse_subcommand -r 1 'dark' 'variant=' 'spec=' 'to=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'harmony'
            __colorconv_parse_subcommand -r 1 'kind=' 'in=' 'n/count=' 'to=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'sort'
            __colorconv_parse_subcommand -r 1 'by=' 'in=' 'reverse' 'to=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'list'
            __colorconv_parse_subcommand 0 'to=' 'format=' 'precision=' 'u/unbuffered' 'color=' 'version' 'h/help'
        case 'paint'
            __colorconv_parse_subcommand -r 2 'on=' 'bold' 'italic' 'underline' 'n/no-newline' 'color=' 'color-scheme=' 'i/input=' 'version' 'h/help'
        case 'colorcheck'
            __colorconv_parse_subcommand 0 'color=' 'version' 'h/help'
        case 'lint'
            __colorconv_parse_subcommand -r 1 'gamut=' 'min-distance=' 'contrast=' 'against=+' 'method=' 'cvd=' 'format=' 'field=' 'precision=' 'strict' 'u/unbuffered' 'i/input=' 'j/jobs=' 'color=' 'color-scheme=' 'version' 'h/help'
        case 'repl'
            __colorconv_parse_subcommand 0 'precision=' 'color=' 'color-scheme=' 'version' 'h/help'
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
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'adjust' -d 'Lighten, darken, saturate, rotate, gray or set a channel of colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'contrast' -d 'Measure the contrast of a text color on a background (WCAG 2.1, APCA, …).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'textcolor' -d 'Choose the text color with the most contrast on each background.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'simulate' -d 'Show colors as a color vision deficiency shows them.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'cct' -d 'Give the correlated color temperature (CCT) and Duv of colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'blackbody' -d 'Write the color of a blackbody (Planckian radiator) at each temperature.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'random' -d 'Write random colors, the same ones again with --seed.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'distinct' -d 'Make a palette of colors as different from each other as possible.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'scale' -d 'Make the 50–950 scale of a color: light tints to dark shades.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'palette' -d 'Make the Material Design tonal palette of each color.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'scheme' -d 'Make the Material Design dynamic color scheme of each color.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'harmony' -d 'Make the color harmony of each color: complement, split, analogous, triad, square, rectangle, wheel, mono.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'sort' -d 'Sort colors by hue, chroma, lightness, luminance or name.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'list' -d 'List the 148 CSS named colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'paint' -d 'Print text in a color.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'colorcheck' -d 'Show whether this terminal paints 24-bit color.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'lint' -d 'Check a palette: gamut, near-duplicates, contrast and color vision deficiency.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'repl' -d 'Start the interactive session: type a color, see it; adjust, mix and compare colors.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv convert" -ge 1' -fka '(__colorconv_custom_completion ---completion convert -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion convert -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" css' -l 'css' -d 'How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).' -rfka 'modern legacy'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" gamut' -l 'gamut' -d 'How colors are brought into a gamut: css (CSS Color 4 mapping), clip or raytrace.' -rfka 'clip css raytrace'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" gamut-space' -l 'gamut-space' -d 'Map colors into this RGB space before writing the --to spaces and --format css, and test inGamut against it.' -rfka 'srgb srgb-linear display-p3 rec2020 a98-rgb prophoto-rgb display-p3-linear rec2020-linear a98-rgb-linear prophoto-rgb-linear rec2100-pq rec2100-hlg rec2100-linear'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" adaptation' -l 'adaptation' -d 'The chromatic adaptation between D65 and D50 (lab, lch, xyz-d50, prophoto-rgb) or the ACES white; bradford is CSS\'s.' -rfka 'bradford cat02 cat16 von-kries xyz-scaling'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text swatch human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv convert" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv distance" -ge 1' -fka '(__colorconv_custom_completion ---completion distance -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" method' -l 'method' -d 'The formula: 76, 94, cmc, 2000, ok, hyab, ok2, 99o, cam16, itp, jz.' -rfka '76 94 cmc 2000 ok hyab ok2 99o cam16 itp jz'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" to-color' -l 'to-color' -d 'Compare every color with this one.' -rfka '(__colorconv_custom_completion ---completion distance -- --to-color (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distance" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv name" -ge 1' -fka '(__colorconv_custom_completion ---completion name -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" format' -l 'format' -d 'Output format; css writes the name (default: human on a terminal, else ndjson).' -rfka 'ndjson css text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv name" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv spaces" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv adjust" -ge 1' -fka '(__colorconv_custom_completion ---completion adjust -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" lighten' -l 'lighten' -d 'Add N to the lightness (e.g. 0.1 or 10%).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" darken' -l 'darken' -d 'Take N from the lightness (a number or a percentage).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" saturate' -l 'saturate' -d 'Add N to the chroma or saturation (a number or a percentage).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" desaturate' -l 'desaturate' -d 'Take N from the chroma or saturation (a number or a percentage).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" rotate' -l 'rotate' -d 'Add an angle to the hue (degrees, or with deg, rad, grad, turn).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" complement' -l 'complement' -d 'Turn the hue half way round (rotate by 180°).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" gray' -l 'gray' -d 'Set the chroma or saturation to 0.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust"' -l 'set' -d 'Set a channel, e.g. oklch.l=0.7 or hsl.s=50% (repeatable).' -rfka '(__colorconv_custom_completion ---completion adjust -- --set (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" alpha' -l 'alpha' -d 'Set alpha (0–1 or a percentage).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" min-contrast' -l 'min-contrast' -d 'Move the lightness until the contrast on --against reaches N (a WCAG 2.1 ratio, or APCA |Lc|).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" against' -l 'against' -d 'The background of --min-contrast.' -rfka '(__colorconv_custom_completion ---completion adjust -- --against (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" method' -l 'method' -d 'The contrast method of --min-contrast: wcag21 or apca.' -rfka 'wcag21 apca'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" in' -l 'in' -d 'The space the operations work in (default oklch).' -rfka '(__colorconv_custom_completion ---completion adjust -- --in (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion adjust -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" css' -l 'css' -d 'How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).' -rfka 'modern legacy'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" gamut' -l 'gamut' -d 'How colors are brought into a gamut: css (CSS Color 4 mapping), clip or raytrace.' -rfka 'clip css raytrace'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" gamut-space' -l 'gamut-space' -d 'Map colors into this RGB space before writing the --to spaces and --format css, and test inGamut against it.' -rfka 'srgb srgb-linear display-p3 rec2020 a98-rgb prophoto-rgb display-p3-linear rec2020-linear a98-rgb-linear prophoto-rgb-linear rec2100-pq rec2100-hlg rec2100-linear'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text swatch human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv adjust" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv contrast" -ge 1' -fka '(__colorconv_custom_completion ---completion contrast -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" method' -l 'method' -d 'The formula: wcag21, apca, michelson, weber, lstar, deltaphistar.' -rfka 'wcag21 apca michelson weber lstar deltaphistar'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" against bg' -l 'bg' -l 'against' -d 'Measure every input color as text on this background.' -rfka '(__colorconv_custom_completion ---completion contrast -- --bg (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" fg' -l 'fg' -d 'Measure every input color as the background of this text color.' -rfka '(__colorconv_custom_completion ---completion contrast -- --fg (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" matrix' -l 'matrix' -d 'Measure every input color as text on every other, by WCAG 2.1 and APCA.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" fix' -l 'fix' -d 'With --matrix, repair the text color of each pair below --min-contrast by --method.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" min-contrast' -l 'min-contrast' -d 'The contrast --fix asks for: a WCAG 2.1 ratio (default 4.5) or APCA |Lc| (default 75).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv contrast" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv textcolor" -ge 1' -fka '(__colorconv_custom_completion ---completion textcolor -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" method' -l 'method' -d 'The formula: wcag21, apca, michelson, weber, lstar, deltaphistar.' -rfka 'wcag21 apca michelson weber lstar deltaphistar'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor"' -l 'from' -d 'Candidate text colors, comma-separated (repeatable; default white,black).' -rfka '(__colorconv_custom_completion ---completion textcolor -- --from (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" format' -l 'format' -d 'Output format; css and hex write the chosen color (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv textcolor" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv simulate" -ge 1' -fka '(__colorconv_custom_completion ---completion simulate -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" cvd' -l 'cvd' -d 'The deficiency: protan, deutan, tritan or achroma.' -rfka 'protan deutan tritan achroma'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" severity' -l 'severity' -d 'How severe, from 0 (normal vision) to 1 (dichromacy), or a percentage; default 1.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" model' -l 'model' -d 'The model: auto, machado, vienot or brettel.' -rfka 'auto machado vienot brettel'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion simulate -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" css' -l 'css' -d 'How css and text write rgb() and hsl(): modern (rgb(255 99 71)) or legacy (rgb(255, 99, 71)).' -rfka 'modern legacy'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" gamut' -l 'gamut' -d 'How colors are brought into a gamut: css (CSS Color 4 mapping), clip or raytrace.' -rfka 'clip css raytrace'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" gamut-space' -l 'gamut-space' -d 'Map colors into this RGB space before writing the --to spaces and --format css, and test inGamut against it.' -rfka 'srgb srgb-linear display-p3 rec2020 a98-rgb prophoto-rgb display-p3-linear rec2020-linear a98-rgb-linear prophoto-rgb-linear rec2100-pq rec2100-hlg rec2100-linear'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text swatch human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv simulate" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv cct" -ge 1' -fka '(__colorconv_custom_completion ---completion cct -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv cct" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" duv' -l 'duv' -d 'Distance from the Planckian locus (−0.05–0.05; default 0) for temperatures without their own.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion blackbody -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv blackbody" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" count n' -s 'n' -l 'count' -d 'How many colors (1–1000000, default 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" strategy' -l 'strategy' -d 'How colors are drawn: vivid, rgb, gray, oklch.' -rfka 'vivid rgb gray oklch'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" seed' -l 'seed' -d 'Draw the colors this number gives; the same seed gives the same colors.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion random -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv random" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" count n' -s 'n' -l 'count' -d 'How many colors, the kept ones included (2–100, default 8).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" metric' -l 'metric' -d 'The difference to spread: ok (ΔEOK) or 2000 (CIEDE2000).' -rfka 'ok 2000'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct"' -l 'keep' -d 'Colors the palette must have, comma-separated; repeatable.' -rfka '(__colorconv_custom_completion ---completion distinct -- --keep (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" seed' -l 'seed' -d 'Search from this number; the same seed gives the same palette.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion distinct -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv distinct" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv scale" -ge 1' -fka '(__colorconv_custom_completion ---completion scale -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" steps' -l 'steps' -d 'The steps, comma-separated, increasing, each 50–950 (default 50,100,200,…,900,950).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion scale -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scale" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv palette" -ge 1' -fka '(__colorconv_custom_completion ---completion palette -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" tones' -l 'tones' -d 'Tones from 0 to 100, comma-separated (default: Material\'s 24, 0 to 100).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion palette -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv palette" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv scheme" -ge 1' -fka '(__colorconv_custom_completion ---completion scheme -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" dark' -l 'dark' -d 'The dark scheme (default: light).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" variant' -l 'variant' -d 'How the palettes are made from the seed.' -rfka 'tonal-spot neutral vibrant expressive fidelity content monochrome'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" spec' -l 'spec' -d 'Which of Material\'s specs the scheme follows: 2021 or 2025.' -rfka '2021 2025'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion scheme -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv scheme" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv harmony" -ge 1' -fka '(__colorconv_custom_completion ---completion harmony -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" kind' -l 'kind' -d 'The harmony: complement, split, analogous, triad, square, rectangle, wheel, mono.' -rfka 'complement split analogous triad square rectangle wheel mono'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" in' -l 'in' -d 'The space whose hue is turned (default oklch).' -rfka '(__colorconv_custom_completion ---completion harmony -- --in (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" count n' -s 'n' -l 'count' -d 'How many colors wheel (default 12) and mono (default 5) make, 1–360.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion harmony -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv harmony" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv sort" -ge 1' -fka '(__colorconv_custom_completion ---completion sort -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" by' -l 'by' -d 'The key: hue, chroma, lightness, luminance, name.' -rfka 'hue chroma lightness luminance name'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" in' -l 'in' -d 'The space of hue, chroma and lightness (default oklch).' -rfka '(__colorconv_custom_completion ---completion sort -- --in (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" reverse' -l 'reverse' -d 'Sort in descending order (equal keys still in input order).'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion sort -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv sort" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" to' -l 'to' -d 'Spaces to add, comma-separated, or \'all\'.' -rfka '(__colorconv_custom_completion ---completion list -- --to (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson css hex text human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv paint" -eq 1' -fka '(__colorconv_custom_completion ---completion paint -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" background on' -l 'on' -l 'background' -d 'Paint the background in this color too.' -rfka '(__colorconv_custom_completion ---completion paint -- --on (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" bold' -l 'bold' -d 'Print the text in bold.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" italic' -l 'italic' -d 'Print the text in italics.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" underline' -l 'underline' -d 'Underline the text.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" n no-newline' -s 'n' -l 'no-newline' -d 'Print no newline after the last line.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" i input' -s 'i' -l 'input' -d 'Paint the lines of this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv paint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv colorcheck" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv colorcheck" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv colorcheck" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_positional "colorconv lint" -ge 1' -fka '(__colorconv_custom_completion ---completion lint -- positional@0 (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" gamut' -l 'gamut' -d 'The gamut every color must lie in: srgb or display-p3.' -rfka 'srgb display-p3'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" min-distance' -l 'min-distance' -d 'The least ΔE2000 two colors must keep, seen normally and through --cvd (default 2).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" contrast' -l 'contrast' -d 'The least contrast of every color as text on each --against background.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint"' -l 'against' -d 'The backgrounds of --contrast, comma-separated; repeatable.' -rfka '(__colorconv_custom_completion ---completion lint -- --against (count (__colorconv_tokens -pc)) (__colorconv_tokens -tC))'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" method' -l 'method' -d 'The contrast method of --contrast: wcag21 or apca.' -rfka 'wcag21 apca'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" cvd' -l 'cvd' -d 'The deficiencies simulated, comma-separated, or none.' -rfka 'protan deutan tritan none'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" format' -l 'format' -d 'Output format (default: human on a terminal, else ndjson).' -rfka 'ndjson human'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" field' -l 'field' -d 'The JSON field an input record\'s color is read from.' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" strict' -l 'strict' -d 'Stop at the first bad record, with exit status 65.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" u unbuffered' -s 'u' -l 'unbuffered' -d 'Write every record as soon as it is complete.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" i input' -s 'i' -l 'input' -d 'Read records from this file instead of standard input (\'-\' for standard input).' -rF
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" j jobs' -s 'j' -l 'jobs' -d 'Convert input records on this many threads (default: every core for a file or a full pipe, else 1).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv lint" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" precision' -l 'precision' -d 'At most this many decimals in numbers (0–15).' -rfka ''
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" color' -l 'color' -d 'Color terminal output: auto (a terminal without NO_COLOR), always or never.' -rfka 'auto always never'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" color-scheme' -l 'color-scheme' -d 'Which color CSS light-dark() is: light (the default) or dark.' -rfka 'light dark'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" version' -l 'version' -d 'Show the version.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv repl" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'colorconv' -n '__colorconv_should_offer_completions_for_flags_or_options "colorconv help" version' -l 'version' -d 'Show the version.'
