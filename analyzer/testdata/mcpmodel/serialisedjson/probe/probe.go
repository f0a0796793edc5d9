// Package probe asks the model what each probe(x) holds of JSON this code
// serialised: on some path or every path, by encoding/json or not, and of
// which value.
package probe

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"google.golang.org/protobuf/encoding/protojson"

	"example.com/fixtures/mcpmodel/serialisedjson/helpers"
)

func probe(any) {}

type Msg struct{ ID string }

func (*Msg) ProtoReflect() any { return nil }

var _ = mcp.NewToolResultText

func paths(runs []string, msg *Msg, kind string) {
	b, _ := json.Marshal(runs)
	out := string(b)
	probe(out) // want `^json every standard of runs$`
	if len(runs) == 0 {
		out = "none"
	}
	probe(out) // want `^json some standard of runs$`
	out = "Runs: " + out
	probe(out)

	var result string
	switch kind {
	case "json":
		p, _ := protojson.Marshal(msg)
		result = string(p)
	case "pretty":
		p, _ := protojson.MarshalOptions{Multiline: true}.Marshal(msg)
		result = strings.TrimSpace(string(p))
	default:
		result = "msg://" + msg.ID
	}
	probe(result) // want `^json some of msg$`

	var buf bytes.Buffer
	_ = json.Indent(&buf, b, "", "  ")
	probe(buf.String()) // want `^json every standard of runs$`

	probe(helpers.Summary(runs)) // want `^json some standard of runs$`
	probe(helpers.Pretty(b))     // want `^json every standard of runs$`
	probe(helpers.Pretty([]byte(kind)))
	s, _ := helpers.Scan(kind)
	probe(s)                  // want `^json every standard$`
	probe(helpers.Proto(msg)) // want `^json every of msg$`
	probe(helpers.Labelled(runs))
}

// A parameter holds, where nothing assigned it, what it came with.
func param(text string, v []int) {
	if len(v) > 0 {
		b, _ := json.Marshal(v)
		text = string(b)
	}
	probe(text) // want `^json some standard of v$`
}

// Assigned before the read on every path, it holds only what was given.
func paramAssigned(text string, v []int) {
	b, _ := json.Marshal(v)
	text = string(b)
	probe(text) // want `^json every standard of v$`
}

// In a closure, the parameter of the enclosing function, assigned there.
func closure(v []int) func() {
	b, _ := json.Marshal(v)
	text := string(b)
	return func() {
		probe(text) // want `^json every standard of v$`
	}
}

// In a loop, the assignment of the previous round reaches the read.
func loop(items [][]int) {
	var last string
	for _, it := range items {
		probe(last) // want `^json some standard of it$`
		b, _ := json.Marshal(it)
		last = string(b)
	}
}
