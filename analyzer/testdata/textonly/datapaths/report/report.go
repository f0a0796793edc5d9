// Package report is a helper package of the server's module that imports
// no MCP SDK: its functions that return JSON they serialised carry facts
// to the handlers of other packages.
package report

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
)

// Violation is one finding of a policy scan.
type Violation struct {
	Policy string `json:"policy"`
	Object string `json:"object"`
}

type scan struct {
	Namespace  string      `json:"namespace"`
	Violations []Violation `json:"violations"`
}

func collect(ns string) []Violation { return []Violation{{Policy: "no-root", Object: ns + "/web"}} }

// Violations returns the scan of ns as indented JSON: an exported helper
// of another package, its JSON made two calls down (marshalScan).
func Violations(ns string) ([]byte, error) {
	return marshalScan(scan{Namespace: ns, Violations: collect(ns)})
}

func marshalScan(s scan) ([]byte, error) {
	return json.MarshalIndent(s, "", "  ")
}

// Pretty indents the JSON it is given: JSON in, JSON out.
func Pretty(b []byte) string {
	var buf bytes.Buffer
	if err := json.Indent(&buf, b, "", "  "); err != nil {
		return string(b)
	}
	return buf.String()
}

// Upstream returns the body an API answered, unchanged: JSON perhaps, but
// not JSON this code serialised.
func Upstream(url string) (string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	return string(body), nil
}

// Label marshals a plain string: a JSON string scalar.
func Label(name string) (string, error) {
	b, err := json.Marshal(name)
	return string(b), err
}
