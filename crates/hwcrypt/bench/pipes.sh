#!/usr/bin/env bash
# hwcrypt through pipes against `cat` (the pipes' own limit) and `age` (X25519 recipient mode),
# in one run. Usage: crates/hwcrypt/bench/pipes.sh [SIZE_MIB (1024)] [REPS (5)]
#
# Each case is `cat FILE | X | cat > /dev/null`, so X reads a pipe and writes a pipe. A second
# table runs X alone, `X < FILE > /dev/null`, which shows each tool's own cost without the
# pipes' limit. Cases are interleaved rep by rep and each one's best time is kept (the VM is
# shared; the best time is the least disturbed). The CPU column is the user + system time of
# all the case's processes (the shell's cutime + cstime), which other load disturbs much less
# than the wall time. Needs: age and age-keygen (Debian package `age`), bc.
set -euo pipefail

size_mib=${1:-1024}
reps=${2:-5}
root=$(cd "$(dirname "$0")/../../.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$root/target}
for tool in age age-keygen bc; do
    command -v "$tool" >/dev/null || { echo "pipes.sh: $tool is missing (apt-get install -y age bc)" >&2; exit 1; }
done
cargo build -q --release -p hwcrypt --manifest-path "$root/Cargo.toml"
hwcrypt=$CARGO_TARGET_DIR/release/hwcrypt

# /dev/shm keeps the input files in memory where it has room; otherwise the page cache does.
base=/dev/shm
[ -d "$base" ] && [ "$(df -m --output=avail "$base" | tail -1)" -gt $((3 * size_mib + 256)) ] || base=${TMPDIR:-/tmp}
work=$(mktemp -d "$base/hwcrypt-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

"$hwcrypt" keygen -o "$work/key" >/dev/null
age-keygen -o "$work/age.key" 2>/dev/null
recipient=$(age-keygen -y "$work/age.key")
head -c "$((size_mib << 20))" /dev/urandom >"$work/in"
"$hwcrypt" encrypt -k "$work/key" -i "$work/in" -o "$work/in.hwc"
age -r "$recipient" -o "$work/in.age" "$work/in"
# Both round trips are correct before anything is timed.
"$hwcrypt" decrypt -k "$work/key" -i "$work/in.hwc" | cmp - "$work/in"
age -d -i "$work/age.key" "$work/in.age" | cmp - "$work/in"

cases=("cat" "hwcrypt encrypt" "hwcrypt decrypt" "age encrypt" "age decrypt")
# The tool alone on one input, stdin from a file and stdout to /dev/null.
tool() {
    case $1 in
        "cat") cat ;;
        "hwcrypt encrypt") "$hwcrypt" encrypt -k "$work/key" ;;
        "hwcrypt decrypt") "$hwcrypt" decrypt -k "$work/key" ;;
        "age encrypt") age -r "$recipient" ;;
        "age decrypt") age -d -i "$work/age.key" ;;
    esac
}
input_of() {
    case $1 in
        "hwcrypt decrypt") echo "$work/in.hwc" ;;
        "age decrypt") echo "$work/in.age" ;;
        *) echo "$work/in" ;;
    esac
}
run_case() { # $1 = pipes | alone, $2 = case
    if [ "$1" = pipes ]; then
        cat "$(input_of "$2")" | tool "$2" | cat >/dev/null
    else
        tool "$2" <"$(input_of "$2")" >/dev/null
    fi
}

declare -A best cpu
# User + system clock ticks of this shell's waited-for children so far.
child_ticks() {
    local f
    read -r -a f </proc/$$/stat
    echo $((f[15] + f[16]))
}
hz=$(getconf CLK_TCK)
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for ((r = 0; r < reps; r++)); do
    for mode in pipes alone; do
        for c in "${cases[@]}"; do
            c0=$(child_ticks)
            t0=$EPOCHREALTIME
            run_case "$mode" "$c"
            t1=$EPOCHREALTIME
            c1=$(child_ticks)
            t=$(echo "$t1 - $t0" | bc -l)
            u=$(echo "($c1 - $c0) / $hz" | bc -l)
            k="$mode $c"
            if [ -z "${best[$k]:-}" ] || [ "$(echo "$t < ${best[$k]}" | bc -l)" = 1 ]; then
                best[$k]=$t
            fi
            if [ -z "${cpu[$k]:-}" ] || [ "$(echo "$u < ${cpu[$k]}" | bc -l)" = 1 ]; then
                cpu[$k]=$u
            fi
        done
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo "date:   $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cpu:    $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) vCPU"
echo "hwcrypt backend: $("$hwcrypt" info | awk '/AES-256-GCM/ {print $2}'); age: $(age --version)"
echo "input:  $size_mib MiB in $base; best of $reps interleaved runs; load average before: $load_before, after: $load_after"
for mode in pipes alone; do
    echo
    if [ "$mode" = pipes ]; then
        echo "through pipes: cat FILE | X | cat > /dev/null"
    else
        echo "alone: X < FILE > /dev/null"
    fi
    echo
    printf '| %-16s | %9s | %9s | %11s | %11s | %9s |\n' "X" "best (s)" "MB/s" "time / cat" "age / this" "CPU (s)"
    printf '|%s|%s|%s|%s|%s|%s|\n' "------------------" "----------:" "----------:" "------------:" "------------:" "----------:"
    for c in "${cases[@]}"; do
        t=${best[$mode $c]}
        mbs=$(echo "$size_mib * 1048576 / $t / 1000000" | bc -l)
        vs_cat=$(echo "$t / ${best[$mode cat]}" | bc -l)
        case $c in
            "hwcrypt encrypt") vs_age=$(echo "${best[$mode age encrypt]} / $t" | bc -l) ;;
            "hwcrypt decrypt") vs_age=$(echo "${best[$mode age decrypt]} / $t" | bc -l) ;;
            *) vs_age="" ;;
        esac
        printf '| %-16s | %9.3f | %9.0f | %11.2f | %11s | %9.2f |\n' "$c" "$t" "$mbs" "$vs_cat" \
            "$([ -n "$vs_age" ] && printf '%.1fx' "$vs_age")" "${cpu[$mode $c]}"
    done
done
