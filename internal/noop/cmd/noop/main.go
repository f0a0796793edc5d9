//go:build measure

// Command noop is the benchmark floor of package noop (see its doc). The
// build tag keeps it out of go install ./..., which pre-commit runs to
// install the hooks: build it with go build -tags measure.
package main

import "github.com/mcpresult/mcpresult/internal/noop"

func main() { noop.Main() }
