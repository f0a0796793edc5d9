#!/usr/bin/env bash
# The judged scale run: lays out public MCP repositories at pinned commits
# from their git mirrors, runs mcpresult -json -test on every package (with
# the build tags their tests need), writes the distinct findings to
# internal/corpus/scale/findings.tsv and per-module counts to runs.tsv, and
# sets the findings against the judgments kept in judgments.tsv.
#
#   scripts/scale.sh                        # every repository of repos.json
#   scripts/scale.sh -only crush,mcphost    # some (the others' rows are kept)
#   scripts/scale.sh -norun                 # only the comparison
#
# Bring the mirrors first with the fetch tool (github:<owner>/<name>); a
# missing one is named and skipped. Layouts and per-module JSON and stderr go
# to .corpus/scale/ (git-ignored). See docs/precision.md.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .corpus/bin
go build -o .corpus/bin/mcpresult ./cmd/mcpresult
rm -f .corpus/bin/mcpresult-go* # rebuilt for repositories needing a newer Go
exec go run -tags measure ./internal/corpus/cmd/corpus scale -work .corpus/scale -bin .corpus/bin/mcpresult "$@"
