# Timing shared by the bench scripts; sourced, not run.

# Seconds of the fastest of three wall-clock runs of a command, its standard input from $1 (a file, or
# /dev/null) and its output thrown away. Pinning to one core is the caller's (`taskset -c 0` in the command).
best_of_3() {
  local input=$1 best="" t0 t1 dt
  shift
  for _ in 1 2 3; do
    t0=$(date +%s.%N)
    "$@" < "$input" > /dev/null
    t1=$(date +%s.%N)
    dt=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$dt < $best" | bc -l)" = 1 ]; then best=$dt; fi
  done
  echo "$best"
}
