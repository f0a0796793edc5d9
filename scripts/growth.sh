#!/usr/bin/env bash
# How mcpresult's cost grows with the number of packages analysed: runs the
# standalone binary and the no-op analyzer of the same shape (internal/noop)
# on nested package sets of gopls (from the corpus, see scripts/corpus.sh),
# several times each, and prints the median wall time, CPU time and peak RSS.
#
#   scripts/corpus.sh -only gopls   # once, to fetch gopls into .corpus/
#   scripts/growth.sh               # 3 runs per cell
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
mkdir -p .corpus/bin
go build -o .corpus/bin/mcpresult ./cmd/mcpresult
go build -tags measure -o .corpus/bin/noop ./internal/noop/cmd/noop
bin=$PWD/.corpus/bin
src=$(ls -d .corpus/src/golang.org_x_tools_gopls_* | head -n 1)
cd "$src"
export GOFLAGS=-mod=mod

stats=$(mktemp)
trap 'rm -f "$stats"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

measure() { # tool patterns… → "wall cpu rssMB" medians
	local tool=$1; shift
	local walls=() cpus=() rsss=()
	for _ in $(seq "$runs"); do
		/usr/bin/time -o "$stats" -f '%e %U %S %M' "$bin/$tool" "$@" >/dev/null 2>&1 || true # exit 3: findings
		read -r wall cpu rss < <(tail -n 1 "$stats" | awk '{printf "%s %.2f %d\n", $1, $2 + $3, $4 / 1024}')
		walls+=("$wall") cpus+=("$cpu") rsss+=("$rss")
	done
	echo "$(printf '%s\n' "${walls[@]}" | median) $(printf '%s\n' "${cpus[@]}" | median) $(printf '%s\n' "${rsss[@]}" | median)"
}

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| packages (with tests) | patterns | noop wall / CPU / RSS | mcpresult wall / CPU / RSS | ratio wall / CPU / RSS |\n| ---: | --- | --- | --- | --- |\n'
for set in "./internal/mcp/..." "./internal/mcp/... ./internal/cmd/..." \
	"./internal/mcp/... ./internal/cmd/... ./internal/golang/... ./internal/cache/..." "./..."; do
	# shellcheck disable=SC2086 # the set is a list of patterns
	n=$(go list -test $set 2>/dev/null | wc -l)
	read -r nw nc nr < <(measure noop $set)
	read -r mw mc mr < <(measure mcpresult $set)
	printf '| %d | `%s` | %ss / %ss / %d MB | %ss / %ss / %d MB | %.2f× / %.2f× / %.2f× |\n' \
		"$n" "$set" "$nw" "$nc" "$nr" "$mw" "$mc" "$mr" \
		"$(echo "$mw / $nw" | bc -l)" "$(echo "$mc / $nc" | bc -l)" "$(echo "$mr / $nr" | bc -l)"
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
