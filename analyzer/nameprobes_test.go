package analyzer_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/retry"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// The name probes (analyzer/testdata/<check>/nameprobes) are pairs of
// functions that differ only in a name, with the wants the spec asks for
// on both sides: a rule keyed on a name fails one side of a pair. (The
// rename-invariance test runs them too, renamed.)
func TestNameProbes(t *testing.T) {
	t.Parallel()
	probes := []struct {
		name  string
		check checktest.Check
	}{
		{"emptyresult", emptyresult.New},
		{"errmessage", errmessage.New},
		{"retry", retry.New},
		{"textjson", textjson.New},
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			checktest.Run(t, p.check, "./"+p.name+"/nameprobes/gosdk", "./"+p.name+"/nameprobes/mcpgo")
		})
	}
}
