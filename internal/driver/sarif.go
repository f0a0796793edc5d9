package driver

import (
	"encoding/json"
	"go/token"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"golang.org/x/tools/go/analysis"
)

// The SARIF 2.1.0 log mcpresult writes: one run, a rule per check (its
// name as the id, its docs page as the help URI), a result per finding
// with its location and, where it has one, its suggested fix. Only the
// properties written are declared here; the schema is the OASIS one
// (internal/driver/testdata/sarif-schema-2.1.0.json checks the output).
type (
	sarifLog struct {
		Schema  string     `json:"$schema"`
		Version string     `json:"version"`
		Runs    []sarifRun `json:"runs"`
	}
	sarifRun struct {
		Tool               sarifTool                   `json:"tool"`
		OriginalURIBaseIDs map[string]sarifArtifactLoc `json:"originalUriBaseIds,omitempty"`
		ColumnKind         string                      `json:"columnKind"`
		Results            []sarifResult               `json:"results"`
		Invocations        []sarifInvocation           `json:"invocations"`
	}
	sarifTool struct {
		Driver sarifDriver `json:"driver"`
	}
	sarifDriver struct {
		Name           string      `json:"name"`
		Version        string      `json:"version,omitempty"`
		InformationURI string      `json:"informationUri"`
		Rules          []sarifRule `json:"rules"`
	}
	sarifRule struct {
		ID               string       `json:"id"`
		ShortDescription sarifMessage `json:"shortDescription"`
		FullDescription  sarifMessage `json:"fullDescription"`
		HelpURI          string       `json:"helpUri"`
	}
	sarifMessage struct {
		Text string `json:"text"`
	}
	sarifResult struct {
		RuleID    string          `json:"ruleId"`
		RuleIndex int             `json:"ruleIndex"`
		Level     string          `json:"level"`
		Message   sarifMessage    `json:"message"`
		Locations []sarifLocation `json:"locations"`
		Fixes     []sarifFix      `json:"fixes,omitempty"`
	}
	sarifLocation struct {
		PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	}
	sarifPhysicalLocation struct {
		ArtifactLocation sarifArtifactLoc `json:"artifactLocation"`
		Region           sarifRegion      `json:"region"`
	}
	sarifArtifactLoc struct {
		URI       string `json:"uri"`
		URIBaseID string `json:"uriBaseId,omitempty"`
	}
	sarifRegion struct {
		StartLine   int `json:"startLine"`
		StartColumn int `json:"startColumn"`
		EndLine     int `json:"endLine"`
		EndColumn   int `json:"endColumn"`
	}
	sarifFix struct {
		Description     sarifMessage          `json:"description"`
		ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
	}
	sarifArtifactChange struct {
		ArtifactLocation sarifArtifactLoc   `json:"artifactLocation"`
		Replacements     []sarifReplacement `json:"replacements"`
	}
	sarifReplacement struct {
		DeletedRegion   sarifRegion   `json:"deletedRegion"`
		InsertedContent *sarifMessage `json:"insertedContent,omitempty"`
	}
	sarifInvocation struct {
		ExecutionSuccessful        bool                `json:"executionSuccessful"`
		ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
	}
	sarifNotification struct {
		Level   string       `json:"level"`
		Message sarifMessage `json:"message"`
	}
)

const (
	sarifSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
	srcRoot        = "%SRCROOT%" // the working directory, which paths are relative to
	projectURI     = "https://github.com/mcpresult/mcpresult"
)

// printSARIF writes the findings and problems of res as a SARIF log, with a
// rule for each of checks.
func printSARIF(w io.Writer, checks []*analysis.Analyzer, res *result) error {
	s := sarifWriter{dir: res.dir, src: make(sources)}
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           name,
			Version:        moduleVersion(),
			InformationURI: projectURI,
			Rules:          []sarifRule{},
		}},
		OriginalURIBaseIDs: map[string]sarifArtifactLoc{srcRoot: {URI: dirURI(res.dir)}},
		ColumnKind:         "unicodeCodePoints",
		Results:            []sarifResult{},
		Invocations:        []sarifInvocation{{ExecutionSuccessful: len(res.problems) == 0}},
	}
	ruleIndex := make(map[string]int)
	for _, a := range checks {
		ruleIndex[a.Name] = len(run.Tool.Driver.Rules)
		summary, _, _ := strings.Cut(a.Doc, "\n")
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID:               a.Name,
			ShortDescription: sarifMessage{summary},
			FullDescription:  sarifMessage{strings.TrimSpace(a.Doc)},
			HelpURI:          a.URL,
		})
	}
	for _, f := range res.findings {
		run.Results = append(run.Results, sarifResult{
			RuleID:    f.check,
			RuleIndex: ruleIndex[f.check],
			Level:     "warning",
			Message:   sarifMessage{f.message},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{
				ArtifactLocation: s.artifact(f.posn.Filename),
				Region:           s.region(f.posn, f.end),
			}}},
			Fixes: s.fixes(f),
		})
	}
	for _, p := range res.problems {
		run.Invocations[0].ToolExecutionNotifications = append(run.Invocations[0].ToolExecutionNotifications,
			sarifNotification{Level: "error", Message: sarifMessage{p}})
	}
	data, err := json.MarshalIndent(sarifLog{Schema: sarifSchemaURI, Version: "2.1.0", Runs: []sarifRun{run}}, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// sarifWriter turns Go positions into SARIF locations.
type sarifWriter struct {
	dir string
	src sources // file contents, to count columns in code points
}

// artifact locates a file: relative to the working directory when it lies
// there (GitHub code scanning resolves such paths against the repository),
// else by its absolute file URI.
func (s sarifWriter) artifact(filename string) sarifArtifactLoc {
	if rel := shortPath(filename, s.dir); rel != filename {
		return sarifArtifactLoc{URI: (&url.URL{Path: filepath.ToSlash(rel)}).String(), URIBaseID: srcRoot}
	}
	return sarifArtifactLoc{URI: fileURI(filename)}
}

// region is the text from posn to end; SARIF's end column is that of the
// character after the region, as a Go end position is.
func (s sarifWriter) region(posn, end token.Position) sarifRegion {
	if !end.IsValid() || end.Filename != posn.Filename {
		end = posn
	}
	return sarifRegion{
		StartLine:   max(posn.Line, 1),
		StartColumn: s.column(posn),
		EndLine:     max(end.Line, 1),
		EndColumn:   s.column(end),
	}
}

// column converts a Go column (bytes from 1) into code points from 1, the
// run's columnKind.
func (s sarifWriter) column(posn token.Position) int {
	src := s.src.content(posn.Filename) // unreadable: columns stay in bytes
	lineStart := posn.Offset - (posn.Column - 1)
	if posn.Column < 1 || lineStart < 0 || posn.Offset > len(src) {
		return max(posn.Column, 1)
	}
	return utf8.RuneCount(src[lineStart:posn.Offset]) + 1
}

// fixes is the finding's suggested fixes as SARIF fixes: each edit a
// replacement of a region by new text.
func (s sarifWriter) fixes(f finding) []sarifFix {
	var fixes []sarifFix
	for _, fix := range f.fixes {
		var changes []sarifArtifactChange
		byFile := make(map[string]int) // filename → index in changes
		for _, edit := range fix.edits {
			i, ok := byFile[edit.filename]
			if !ok {
				i = len(changes)
				byFile[edit.filename] = i
				changes = append(changes, sarifArtifactChange{ArtifactLocation: s.artifact(edit.filename)})
			}
			start, end := s.src.position(edit.filename, edit.start), s.src.position(edit.filename, edit.end)
			r := sarifReplacement{DeletedRegion: s.region(start, end)}
			if edit.new != "" {
				r.InsertedContent = &sarifMessage{edit.new}
			}
			changes[i].Replacements = append(changes[i].Replacements, r)
		}
		if len(changes) > 0 {
			fixes = append(fixes, sarifFix{Description: sarifMessage{fix.message}, ArtifactChanges: changes})
		}
	}
	return fixes
}

func fileURI(path string) string {
	slashed := filepath.ToSlash(path)
	if !strings.HasPrefix(slashed, "/") {
		slashed = "/" + slashed // a Windows drive: file:///C:/…
	}
	return (&url.URL{Scheme: "file", Path: slashed}).String()
}

// dirURI is the file URI of a directory, with the final slash that makes
// relative URIs resolve inside it.
func dirURI(dir string) string {
	uri := fileURI(dir)
	if !strings.HasSuffix(uri, "/") {
		uri += "/"
	}
	return uri
}
