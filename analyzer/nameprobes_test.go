package analyzer_test

import (
	"os"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// The name probes (analyzer/testdata/<check>/nameprobes) are pairs of
// functions that differ only in a name, with the wants the spec asks for
// on both sides. While rules keyed on names remain, one side of several
// pairs fails its want, so they run only with MCPRESULT_RENAME_STRICT=1,
// beside the strict rename-invariance test; the checks' own tests do not
// run them. (The rename-invariance test runs them in every mode.)
func TestNameProbes(t *testing.T) {
	t.Parallel()
	if os.Getenv("MCPRESULT_RENAME_STRICT") != "1" {
		t.Skip("the name probes' wants hold once no rule is keyed on names; set MCPRESULT_RENAME_STRICT=1 to run them")
	}
	probes := []struct {
		name  string
		check checktest.Check
	}{
		{"emptyresult", emptyresult.New},
		{"errmessage", errmessage.New},
		{"textjson", textjson.New},
	}
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			checktest.Run(t, p.check, "./"+p.name+"/nameprobes/gosdk", "./"+p.name+"/nameprobes/mcpgo")
		})
	}
}
