//go:build measure

// Command corpus is the measurement program of package corpus (see its
// doc). The build tag keeps it out of go install ./..., which pre-commit
// runs to install the hooks: build it with go build -tags measure.
package main

import "github.com/mcpresult/mcpresult/internal/corpus"

func main() { corpus.Main() }
