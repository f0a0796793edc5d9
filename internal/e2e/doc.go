// Package e2e holds the end-to-end tests of every way users run mcpresult:
// standalone (text, -json, -sarif, -fix), go vet -vettool, go fix -fixtool,
// go tool, the golangci-lint module plugin (text and SARIF), and pre-commit.
//
// mcpresult is installed once, as the docs say, from a fresh checkout: a
// git repository of this tree, cloned (install, in e2e_test.go). Each test
// runs the real tool, as a user types it, on a copy of the fixture module in
// testdata/e2e, and checks the findings. The commands in docs/integrations,
// docs/suppression.md and docs/exit-codes.md are the ones these tests run
// (TestDocsCommandsAreTested keeps the two in step).
//
// By default only the quick tests run: each channel once (standalone text
// and SARIF, go vet, the README's output, installing from a checkout), so
// that `go test ./...` stays within a contributor's loop. The others (every
// flag and fix mode, build tags, broken packages, -resulttypes, go tool,
// pre-commit, and golangci-lint, which builds a custom golangci-lint:
// minutes on a cold cache) run with MCPRESULT_E2E_SLOW=1, as .ci/run sets.
// The pre-commit tests skip where pre-commit is not installed.
package e2e
