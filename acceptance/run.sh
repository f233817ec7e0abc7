#!/usr/bin/env bash
# The cross-tool acceptance run: the whole suite as a user meets it, in one command.
#
# usage: acceptance/run.sh BIN-DIR     (make acceptance passes the debug build's)
#
# Pipelines that cross every tool, each stage's output checked to be NDJSON
# objects (jq) that validate against its schema in schema/ (validate.py);
# every game played in batch mode to the end with a seed; a ghostdraw session
# written by a REPL script, then read back by reveals and render; and the
# REPLs and the canvas driven through a pseudo-terminal (pty-session.py),
# which must leave the terminal in line mode; and a package of its own that
# depends on this one for the ChromaKit library alone. Scores and history go
# to a scratch folder. The first failure stops the run with exit status 1.
set -euo pipefail
real_home=$HOME
bin=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
schema="$here/../schema"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export PATH="$bin:$PATH" HOME="$scratch" XDG_STATE_HOME="$scratch/state" XDG_DATA_HOME="$scratch/data"
unset NO_COLOR COLORTERM
db="$scratch/scores.sqlite"

# stage NAME SCHEMA MIN: stdin is one stage's output; it must be NDJSON objects that validate.
stage() {
    local name=$1 file=$2 at_least=${3:-1} out
    out=$(cat)
    printf '%s\n' "$out" | jq -e -s 'all(type == "object")' >/dev/null \
        || { echo "FAIL $name: not NDJSON objects: ${out:0:200}"; exit 1; }
    printf '%s\n' "$out" | python3 "$here/validate.py" "$schema/$file" "$name" --at-least "$at_least"
}

# ends_with_over NAME: the last record of stdin is the game's "over" event.
ends_with_over() {
    local last
    last=$(tail -n 1)
    [[ $(jq -r .event <<<"$last") == over ]] || { echo "FAIL $1: the game did not end: $last"; exit 1; }
    echo "ok   $1: played to the end: $last"
}

echo "== pipelines across the stream tools"
colorconv tomato gold | tee "$scratch/1" | stage "colorconv" color-record.schema.json 2
gradient --steps 7 --in oklch <"$scratch/1" | tee "$scratch/2" | stage "| gradient" gradient-record.schema.json 7
colormix --with white --by 0.2 <"$scratch/2" | tee "$scratch/3" | stage "| colormix" mix-record.schema.json 7
colorconv --to hsl,cmyk <"$scratch/3" | stage "| colorconv --to hsl,cmyk" color-record.schema.json 7
colorconv distance tomato gold --method 2000 | stage "colorconv distance" distance-record.schema.json
colorconv name "#3a7bd5" | stage "colorconv name" name-record.schema.json
colorconv spaces | stage "colorconv spaces" space-record.schema.json 10
colorconv adjust --lighten 0.1 --rotate 30 --to oklch <"$scratch/1" | stage "| colorconv adjust" color-record.schema.json 2
colorconv contrast --bg white --method apca <"$scratch/1" | stage "| colorconv contrast --bg white" contrast-record.schema.json 2
colorconv textcolor <"$scratch/2" | stage "| colorconv textcolor" contrast-record.schema.json 7
colorconv simulate --cvd deutan --severity 0.5 <"$scratch/2" | stage "| colorconv simulate" simulate-record.schema.json 7
colorconv cct <"$scratch/1" | tee "$scratch/t" | stage "| colorconv cct" cct-record.schema.json 2
colorconv blackbody --to oklch <"$scratch/t" | stage "| colorconv blackbody" color-record.schema.json 2
colorconv random -n 20 --seed 5 --to oklch | tee "$scratch/r" | stage "colorconv random" color-record.schema.json 20
colorconv sort --by lightness <"$scratch/r" | stage "| colorconv sort" color-record.schema.json 20
colorconv distinct -n 6 --keep white --seed 5 | stage "colorconv distinct" distinct-record.schema.json 6
colorconv harmony --kind wheel -n 6 --to hsl <"$scratch/1" | stage "| colorconv harmony" harmony-record.schema.json 12
colorconv list --to rgb8 | stage "colorconv list" list-record.schema.json 148
colormix steps red blue --count 5 | stage "colormix steps" mix-record.schema.json 5

echo "== each game in batch mode, to the end, with a seed"
printf '%s\n' '{"action":"hit","value":50}' '{"action":"keys","keys":["home","right","page-up"]}' '{"action":"hit"}' \
    '{"action":"hit","value":99.6}' | bullseye --seed 7 --rounds 3 --db "$db" | tee "$scratch/b" \
    | stage "bullseye" bullseye-event.schema.json 8
ends_with_over bullseye <"$scratch/b"
for game in "chroma-quiz" "colormix play" "gradient play"; do
    case $game in
        chroma-quiz) move='{"action":"set","color":"#3a7bd5"}' ;;
        "colormix play") move='{"action":"set","ratio":0.3}' ;;
        "gradient play") move='{"action":"set","which":"start","color":"orchid"}' ;;
    esac
    printf '%s\n{"action":"check"}\n%s\n{"action":"check"}\n' "$move" "$move" \
        | $game --seed 11 --rounds 2 --db "$db" | tee "$scratch/g" | stage "$game" color-game-event.schema.json 5
    ends_with_over "$game" <"$scratch/g"
done
# ghostdraw trace: the actions are event-log lines; a seeing player traces each round's figure event, dot by dot.
printf '%s\n' '{"t":0,"event":"stroke","points":[[0,20],[59,20]],"end":2}' '{"t":2.5,"event":"tool","tool":"blue"}' \
    '{"t":3,"event":"shake"}' '{"t":3,"event":"stroke","points":[[1,2]],"end":3.5}' '{"t":4,"event":"undo"}' \
    '{"t":5,"event":"done"}' '{"t":6,"event":"done"}' \
    | ghostdraw trace --seed 9 --rounds 2 --db "$db" | tee "$scratch/t" | stage "ghostdraw trace" ghostdraw-trace-event.schema.json 10
ends_with_over "ghostdraw trace" <"$scratch/t"
echo '{"event":"done"}' | ghostdraw trace --seed 4 --rounds 1 --db "$db" \
    | jq -c 'select(.event == "figure") | .cells[] | {t: 0, event: "stroke", points: [.]}' >"$scratch/dots"
echo '{"t":1,"event":"done"}' >>"$scratch/dots"
[[ $(ghostdraw trace --seed 4 --rounds 1 --db "$db" -i "$scratch/dots" | jq -r 'select(.event == "result") | .points') == 100 ]] \
    || { echo "FAIL ghostdraw trace: tracing the figure event does not score 100"; exit 1; }
echo "ok   ghostdraw trace: the figure traced from its event scores 100"
ghostdraw trace scores --all --db "$db" | stage "ghostdraw trace scores --all" leaderboard-record.schema.json 1
# Batch games with a seed are recorded unranked: the leaderboards list them with --all only.
[[ -z $(bullseye scores --db "$db") ]] || { echo "FAIL bullseye scores: a batch game is ranked"; exit 1; }
echo "ok   bullseye scores: no batch game ranks"
bullseye scores --all --db "$db" | stage "bullseye scores --all" leaderboard-record.schema.json 1
chroma-quiz scores --all --db "$db" | stage "chroma-quiz scores --all" leaderboard-record.schema.json 1
colormix play scores --all --db "$db" | stage "colormix play scores --all" leaderboard-record.schema.json 1
gradient play scores --all --mode classic --db "$db" | stage "gradient play scores --all --mode classic" leaderboard-record.schema.json 1

echo "== a ghostdraw session: REPL script, log, reveals, render"
printf '%s\n' 'rect 1,1 22,9' 'tool blue' 'line 4,5 19,5' 'tap green' 'stroke 3,3 3,7' 'wait 2' 'undo' \
    "save $scratch/sketch.ndjson" | ghostdraw repl --size 24x11 --clock manual >/dev/null
stage "ghostdraw log" ghostdraw-event.schema.json 5 <"$scratch/sketch.ndjson"
ghostdraw reveals "$scratch/sketch.ndjson" | tee "$scratch/r" | stage "ghostdraw reveals" ghostdraw-reveal.schema.json 2
[[ $(jq -c '[.stroke, .tool]' "$scratch/r" | tr -d '\n') == '[1,"red"][2,"blue"]' ]] \
    || { echo "FAIL ghostdraw reveals: $(cat "$scratch/r")"; exit 1; }
ghostdraw render "$scratch/sketch.ndjson" --format svg | head -c 4 | grep -q '<svg' \
    || { echo "FAIL ghostdraw render svg"; exit 1; }
ghostdraw render "$scratch/sketch.ndjson" -o "$scratch/sketch.png"
[[ $(head -c 8 "$scratch/sketch.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] \
    || { echo "FAIL ghostdraw render png"; exit 1; }
echo "ok   ghostdraw render: svg and png"

echo "== the REPLs and the canvas through a pseudo-terminal"
python3 "$here/pty-session.py" "colorconv REPL" -- colorconv <<'SCRIPT'
expect colorconv>
send tomato\r
expect #ff6347
send \x04
SCRIPT
python3 "$here/pty-session.py" "bullseye REPL" -- bullseye --seed 7 --rounds 2 --db "$db" <<'SCRIPT'
expect bullseye round 1/2
send score\r
expect round 1/2 · target 71 · score 0
send hit\r
expect ] 100
send \x1b[C\x1b[5~\r
expect You scored
send quit\r
SCRIPT
for game in "chroma-quiz" "colormix play" "gradient play"; do
    # Each round opens the channel panel; Esc leaves it for the prompt, where check scores the round.
    python3 "$here/pty-session.py" "$game panel and REPL" -- $game --seed 3 --rounds 1 --db "$db" <<'SCRIPT'
expect Round 1
send \x1b
expect >
send check\r
expect Game over:
send quit\r
SCRIPT
done
python3 "$here/pty-session.py" "ghostdraw REPL" -- ghostdraw repl --size 30x10 <<'SCRIPT'
expect ghostdraw 0
send stroke 1,1 9,1\r
expect appears at
send wait 1\r
expect appeared
send quit\r
SCRIPT
python3 "$here/pty-session.py" "ghostdraw canvas" -- ghostdraw --size 30x10 --log "$scratch/canvas.ndjson" <<'SCRIPT'
expect e eraser
send \x1b[<0;3;3M\x1b[<32;12;3M\x1b[<0;12;3m
expect 1 waiting
send q
expect saved the drawing to
SCRIPT
stage "ghostdraw canvas log, saved on quitting" ghostdraw-event.schema.json 2 <"$scratch/canvas.ndjson"
python3 "$here/pty-session.py" "ghostdraw trace" -- ghostdraw trace --seed 2 --rounds 1 --db "$db" <<'SCRIPT'
expect Enter done
send \x1b[<0;20;10M\x1b[<32;40;10M\x1b[<0;40;10m
expect 1 waiting
send \r
expect points · coverage
send x
expect trace: 
SCRIPT
# ChromaKit as someone else's dependency: a package that depends on this one and
# uses the library product alone builds (in its own build folder) and converts a color
# through the methods on Color.
root=$(cd "$here/.." && pwd)
mkdir -p "$scratch/downstream/Sources/demo"
printf '%s\n' '// swift-tools-version:6.2' 'import PackageDescription' 'let package = Package(' \
    '    name: "demo",' "    dependencies: [.package(path: \"$root\")]," \
    "    targets: [.executableTarget(name: \"demo\", dependencies: [.product(name: \"ChromaKit\", package: \"$(basename "$root")\")])]" \
    ')' >"$scratch/downstream/Package.swift"
printf '%s\n' 'import ChromaKit' 'let color = try Color(css: "color-mix(in oklch, tomato, gold)")' \
    'print(color.to(.oklab), color.hex)' >"$scratch/downstream/Sources/demo/main.swift"
(cd "$scratch/downstream" && HOME="$real_home" swift build -q >"$scratch/downstream.log" 2>&1) \
    || { echo "FAIL ChromaKit as a dependency: the package did not build:"; tail -20 "$scratch/downstream.log"; exit 1; }
out=$("$scratch/downstream/.build/debug/demo" 2>&1) || { echo "FAIL ChromaKit as a dependency: $out"; exit 1; }
[ "$out" = "oklab(0.791495 0.083304 0.16949) #ff9c00" ] || { echo "FAIL ChromaKit as a dependency: printed $out"; exit 1; }
echo "ok   ChromaKit as a dependency: $out"

echo "acceptance: all stages passed"
