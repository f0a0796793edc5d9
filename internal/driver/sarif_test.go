package driver

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/sarifschema"
)

// The SARIF log of the fixture is valid against the official schema, has a
// rule per check with its docs page, a result per finding at its place,
// a fix where the finding has one, and the broken package as an error
// notification.
func TestSARIF(t *testing.T) {
	res := fixtureResult(t)
	checks := analyzer.Suite(new(config.Config))
	var out bytes.Buffer
	if err := printSARIF(&out, checks, res); err != nil {
		t.Fatal(err)
	}
	if err := sarifschema.Validate(out.Bytes()); err != nil {
		t.Fatalf("invalid SARIF: %v\n%s", err, out.String())
	}
	var log sarifLog
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	for i, a := range checks {
		if rule := run.Tool.Driver.Rules[i]; rule.ID != a.Name || rule.HelpURI != a.URL || a.URL == "" {
			t.Errorf("rule %d = %s %s, want %s %s", i, rule.ID, rule.HelpURI, a.Name, a.URL)
		}
	}
	var got []string
	fixes := 0
	for _, r := range run.Results {
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URIBaseID != srcRoot {
			t.Errorf("%s: not relative to %s", loc.ArtifactLocation.URI, srcRoot)
		}
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("result of %s points at rule %d", r.RuleID, r.RuleIndex)
		}
		got = append(got, loc.ArtifactLocation.URI+":"+strconv.Itoa(loc.Region.StartLine)+": "+r.RuleID)
		if len(r.Fixes) > 0 {
			fixes++
			change := r.Fixes[0].ArtifactChanges[0]
			if change.ArtifactLocation.URI != loc.ArtifactLocation.URI || len(change.Replacements) == 0 {
				t.Errorf("%s: fix %+v", r.RuleID, r.Fixes[0])
			}
		}
	}
	want := markedFindings(t, "testdata/mixed")
	if !slices.Equal(got, want) {
		t.Errorf("results\n got %q\nwant %q", got, want)
	}
	if fixes == 0 {
		t.Errorf("no result has a fix; the textjson findings of the fixture have one")
	}
	inv := run.Invocations[0]
	if inv.ExecutionSuccessful || len(inv.ToolExecutionNotifications) != 1 ||
		!strings.Contains(inv.ToolExecutionNotifications[0].Message.Text, "testdata/broken not analysed") {
		t.Errorf("invocation %+v, want a failure naming the broken package", inv)
	}
}
