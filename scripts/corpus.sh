#!/usr/bin/env bash
# Runs mcpresult over a pinned corpus of real modules fetched through the Go
# module proxy (list: internal/corpus/modules.go) and reports packages
# analysed, findings per check, panics and errors.
#
#   scripts/corpus.sh                     # whole corpus
#   scripts/corpus.sh -only mcp-go,go-sdk # some modules
#
# Work files (module copies, per-module JSON and stderr, report.json) go to
# .corpus/ (git-ignored). Needs only Go and the module proxy.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .corpus/bin
go build -o .corpus/bin/mcpresult ./cmd/mcpresult
rm -f .corpus/bin/mcpresult-go* # rebuilt for modules needing a newer Go
exec go run -tags measure ./internal/corpus/cmd/corpus run -work .corpus -bin .corpus/bin/mcpresult "$@"
