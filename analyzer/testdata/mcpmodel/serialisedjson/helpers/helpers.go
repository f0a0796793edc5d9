// Package helpers imports no MCP SDK: its exported functions that return
// JSON they serialised still carry the model's serialisedJSONFact to the
// servers that import them.
package helpers

import (
	"bytes"
	"encoding/json"
	"io"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
)

// Report serialises its parameter on every path.
func Report(v any) ([]byte, error) { // want Report:`serialisedjsonevery\(param 0, through -1\)`
	return json.MarshalIndent(v, "", "  ")
}

type scan struct{ Namespace string }

func collect(ns string) ([]byte, error) { return json.Marshal(scan{Namespace: ns}) }

// Scan serialises a value of its own, two calls down.
func Scan(ns string) (string, error) { // want Scan:`serialisedjsonevery\(param -1, through -1\)`
	b, err := collect(ns)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Summary is JSON on one path, prose on the other.
func Summary(items []string) string { // want Summary:`serialisedjson\(param 0, through -1\)`
	if len(items) == 0 {
		return "none"
	}
	b, _ := json.Marshal(items)
	return string(b)
}

// Pretty indents the JSON it is given: JSON when its argument is.
func Pretty(b []byte) string { // want Pretty:`serialisedjsonevery\(param -1, through 0\)`
	var buf bytes.Buffer
	if err := json.Indent(&buf, b, "", "  "); err != nil {
		return string(b)
	}
	return buf.String()
}

// Proto is another encoder's JSON: not encoding/json's.
func Proto(m proto.Message) string { // want Proto:`serialisedjsonevery\(param 0, through -1\)`
	return protojson.Format(m)
}

// Body hands on what it read: not JSON this code serialised.
func Body(r io.Reader) string {
	b, _ := io.ReadAll(r)
	return string(b)
}

// Labelled puts the JSON into prose.
func Labelled(v any) string {
	b, _ := json.Marshal(v)
	s := string(b)
	s = "value: " + s
	return s
}
