#!/usr/bin/env bash
# hwcrypt through pipes against `cat` (the pipes' own limit) and `age` (X25519 recipient mode),
# in one run. Usage: crates/hwcrypt/bench/pipes.sh [SIZE_MIB (1024)] [REPS (5)]
#
# Each case is `cat FILE | X | cat > /dev/null`, so X reads a pipe and writes a pipe. Cases are
# interleaved rep by rep and each one's best time is kept (the VM is shared; the best time is
# the least disturbed). Needs: age and age-keygen (Debian package `age`).
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
run_case() {
    case $1 in
        "cat") cat "$work/in" | cat | cat >/dev/null ;;
        "hwcrypt encrypt") cat "$work/in" | "$hwcrypt" encrypt -k "$work/key" | cat >/dev/null ;;
        "hwcrypt decrypt") cat "$work/in.hwc" | "$hwcrypt" decrypt -k "$work/key" | cat >/dev/null ;;
        "age encrypt") cat "$work/in" | age -r "$recipient" | cat >/dev/null ;;
        "age decrypt") cat "$work/in.age" | age -d -i "$work/age.key" | cat >/dev/null ;;
    esac
}

declare -A best
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for ((r = 0; r < reps; r++)); do
    for c in "${cases[@]}"; do
        t0=$EPOCHREALTIME
        run_case "$c"
        t1=$EPOCHREALTIME
        t=$(echo "$t1 - $t0" | bc -l)
        if [ -z "${best[$c]:-}" ] || [ "$(echo "$t < ${best[$c]}" | bc -l)" = 1 ]; then
            best[$c]=$t
        fi
    done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

echo "date:   $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cpu:    $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) vCPU"
echo "hwcrypt backend: $("$hwcrypt" info | awk '/AES-256-GCM/ {print $2}'); age: $(age --version)"
echo "input:  $size_mib MiB in $base; best of $reps interleaved runs; load average before: $load_before, after: $load_after"
echo "command: cat FILE | X | cat > /dev/null"
echo
printf '| %-16s | %9s | %9s | %11s | %11s |\n' "X" "best (s)" "MB/s" "time / cat" "age / this"
printf '|%s|%s|%s|%s|%s|\n' "------------------" "----------:" "----------:" "------------:" "------------:"
for c in "${cases[@]}"; do
    t=${best[$c]}
    mbs=$(echo "$size_mib * 1048576 / $t / 1000000" | bc -l)
    vs_cat=$(echo "$t / ${best[cat]}" | bc -l)
    case $c in
        "hwcrypt encrypt") vs_age=$(echo "${best[age encrypt]} / $t" | bc -l) ;;
        "hwcrypt decrypt") vs_age=$(echo "${best[age decrypt]} / $t" | bc -l) ;;
        *) vs_age="" ;;
    esac
    printf '| %-16s | %9.3f | %9.0f | %11.2f | %11s |\n' "$c" "$t" "$mbs" "$vs_cat" \
        "$([ -n "$vs_age" ] && printf '%.1fx' "$vs_age")"
done
