package driver

import (
	"encoding/json"
	"io"
)

// The -json output: the shape of every go/analysis driver (x/tools'
// checker.Graph.PrintJSON, go vet -json), package → check → findings, or
// {"error": …} for a check that did not run on the package. Each finding is
// there once, under the import path of its package: a test variant
// ("p [p.test]") reports the files of p again, and x/tools' form lists
// them under both.
type (
	jsonDiagnostic struct {
		Posn           string           `json:"posn"` // file:line:column
		End            string           `json:"end"`
		Message        string           `json:"message"`
		SuggestedFixes []jsonFix        `json:"suggested_fixes,omitempty"`
		Related        []jsonRelatedPos `json:"related,omitempty"`
	}
	jsonFix struct {
		Message string     `json:"message"`
		Edits   []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"` // byte offsets, end excluded
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	jsonRelatedPos struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
	jsonError struct {
		Error string `json:"error"`
	}
)

// printJSON writes the findings and check errors of res as one JSON object.
func printJSON(w io.Writer, res *result) error {
	tree := make(map[string]map[string]any)
	add := func(pkg, check string, v any) {
		if tree[pkg] == nil {
			tree[pkg] = make(map[string]any)
		}
		tree[pkg][check] = v
	}
	for _, e := range res.checkErrors {
		add(e.pkg, e.check, jsonError{e.message})
	}
	byCheck := make(map[[2]string][]jsonDiagnostic)
	for _, f := range res.findings {
		k := [2]string{f.pkg, f.check}
		byCheck[k] = append(byCheck[k], toJSON(f))
	}
	for k, diags := range byCheck {
		add(k[0], k[1], diags)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func toJSON(f finding) jsonDiagnostic {
	d := jsonDiagnostic{Posn: f.posn.String(), End: f.end.String(), Message: f.message}
	for _, fix := range f.fixes {
		jf := jsonFix{Message: fix.message, Edits: []jsonEdit{}}
		for _, e := range fix.edits {
			jf.Edits = append(jf.Edits, jsonEdit{Filename: e.filename, Start: e.start, End: e.end, New: e.new})
		}
		d.SuggestedFixes = append(d.SuggestedFixes, jf)
	}
	for _, r := range f.related {
		d.Related = append(d.Related, jsonRelatedPos{Posn: r.posn.String(), End: r.end.String(), Message: r.message})
	}
	return d
}
