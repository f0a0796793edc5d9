#!/usr/bin/env bash
# Benchmarks mcpresult on corpus modules (see internal/corpus): median wall
# time, CPU time and peak RSS of several interleaved runs, as ratios
#   standalone:  mcpresult ./...               vs  noop ./... (same shape)
#   go vet:      go vet -vettool=mcpresult     vs  plain go vet
# (vet runs each start from a copy of one warm build cache: vet results cold).
#
#   scripts/bench.sh                          # default modules, 5 runs
#   scripts/bench.sh -runs 3 -only mcp-go     # fewer
#
# Run it on an idle machine: it prints the load average before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .corpus/bin
go build -o .corpus/bin/mcpresult ./cmd/mcpresult
go build -tags measure -o .corpus/bin/noop ./internal/noop/cmd/noop
exec go run -tags measure ./internal/corpus/cmd/corpus bench -work .corpus -bin .corpus/bin/mcpresult -noop .corpus/bin/noop \
	-only "${BENCH_MODULES:-mcp-go,go-sdk,gopls,golang.org/x/tools@}" "$@"
