package e2e

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpresult/mcpresult/internal/sarifschema"
)

// mcpresult -sarif writes a SARIF 2.1.0 log that the official schema
// accepts, with the check as rule id, its docs page as help URI, the
// finding's place, and its fix.
func TestSARIF(t *testing.T) {
	p := newProject(t)
	p.sh("mcpresult -sarif ./... > mcpresult.sarif").expect(t, 0)
	data := p.readFile("mcpresult.sarif")
	if err := sarifschema.Validate([]byte(data)); err != nil {
		t.Fatalf("mcpresult.sarif is not valid SARIF 2.1.0: %v\n%s", err, data)
	}
	var log sarifLog
	if err := json.Unmarshal([]byte(data), &log); err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	rules := map[string]string{}
	for _, r := range run.Tool.Driver.Rules {
		rules[r.ID] = r.HelpURI
	}
	if rules["textjson"] != "https://github.com/mcpresult/mcpresult/blob/main/docs/textjson.md" {
		t.Errorf("rule textjson has help URI %q", rules["textjson"])
	}
	var got []string
	for _, r := range run.Results {
		if r.RuleID != "textjson" {
			continue
		}
		loc := r.Locations[0].PhysicalLocation
		got = append(got, loc.ArtifactLocation.URI+":"+strconv.Itoa(loc.Region.StartLine))
		if len(r.Fixes) == 0 || !strings.Contains(string(r.Fixes[0]), "RawStructuredContent") && !strings.Contains(string(r.Fixes[0]), "StructuredContent") {
			t.Errorf("%s: no fix", loc.ArtifactLocation.URI)
		}
	}
	slices.Sort(got)
	if want := wantFindings(t, "weather"); !slices.Equal(got, want) {
		t.Errorf("textjson results\n got %q\nwant %q", got, want)
	}
}

// sarifLog is what the tests read of a SARIF 2.1.0 log, from the
// standalone binary or from golangci-lint.
type sarifLog struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name  string `json:"name"`
				Rules []struct {
					ID      string `json:"id"`
					HelpURI string `json:"helpUri"`
				} `json:"rules"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID  string `json:"ruleId"`
			Message struct {
				Text string `json:"text"`
			} `json:"message"`
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI string `json:"uri"`
					} `json:"artifactLocation"`
					Region struct {
						StartLine int `json:"startLine"`
					} `json:"region"`
				} `json:"physicalLocation"`
			} `json:"locations"`
			Fixes []json.RawMessage `json:"fixes"`
		} `json:"results"`
	} `json:"runs"`
}
