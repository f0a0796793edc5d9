#!/usr/bin/env bash
# The recall set: lays out the repositories of internal/recall/repos.json at
# their pinned commits from git mirrors, runs mcpresult -json -test on every
# package (as the scale run does), writes internal/recall/findings.tsv, and
# scores the labeled sites of internal/recall/sites.json: recall and
# precision per check, every missed positive and every reported negative.
#
#   scripts/recall.sh                 # run and score
#   scripts/recall.sh -norun          # score the kept findings
#
# Bring the mirrors first with the fetch tool (github:<owner>/<name>). See
# docs/recall.md for how the sites were labeled.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .corpus/bin
go build -o .corpus/bin/mcpresult ./cmd/mcpresult
rm -f .corpus/bin/mcpresult-go* # rebuilt for repositories needing a newer Go
exec go run -tags measure ./internal/corpus/cmd/corpus recall -work .corpus/recall -bin .corpus/bin/mcpresult "$@"
