package noop

import (
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// TestSameShape checks that the hollow suite has the suite's shape: the
// same analyzers by name, the same Requires graph, the same fact and
// result types, and that its Runs are not the suite's.
func TestSameShape(t *testing.T) {
	suite := analyzer.Suite(new(config.Config))
	hollowed := Hollow(suite)
	if err := analysis.Validate(hollowed); err != nil {
		t.Fatal(err)
	}
	seen := make(map[*analysis.Analyzer]bool)
	var compare func(a, b *analysis.Analyzer)
	compare = func(a, b *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		if a.Name != b.Name || a.ResultType != b.ResultType || !reflect.DeepEqual(a.FactTypes, b.FactTypes) {
			t.Errorf("%s: shape differs from the suite's", a.Name)
		}
		if isOwn(a) == (a == b) {
			t.Errorf("%s: own analyzers must be copied, others shared", a.Name)
		}
		if len(a.Requires) != len(b.Requires) {
			t.Fatalf("%s: %d requires, want %d", a.Name, len(b.Requires), len(a.Requires))
		}
		for i := range a.Requires {
			compare(a.Requires[i], b.Requires[i])
		}
	}
	for i := range suite {
		compare(suite[i], hollowed[i])
	}
}
