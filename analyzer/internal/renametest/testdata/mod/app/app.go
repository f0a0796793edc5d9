// Package app uses lib, and holds every other kind of name.
package app

import (
	"bytes"
	_ "embed"
	"errors"
	str "strings"

	"example.com/renamed/lib"
)

//go:generate echo keepme

// keepme is named by a //go: directive: it keeps its name.
func keepme() {}

func init() { keepme() }

// wrapper embeds lib.Store: the embedded field is named after the type.
type wrapper struct {
	*lib.Store
	local
}

type local struct{ n int }

func (l local) Count() int { return l.n }

// sink is a module interface that a dependency's type (*bytes.Buffer)
// satisfies: Write keeps its name, and so does every method linked to it.
type sink interface {
	Write(p []byte) (int, error)
}

// note has a Write of another shape, linked to nothing: renamed.
type note struct{ text string }

func (n *note) Write(s string) { n.text += s }

func total[T interface{ Count() int }](items []T) int {
	sum := 0
outer:
	for _, it := range items {
		if it.Count() > lib.Limit {
			break outer
		}
		sum += it.Count()
	}
	return sum
}

func describe(v any) string {
	switch x := v.(type) {
	case lib.Label:
		return x.String()
	case error:
		if errors.Is(x, lib.ErrGone) {
			return "gone"
		}
		return x.Error()
	}
	return ""
}

func Run() string {
	w := wrapper{Store: &lib.Store{Rows: []string{"a"}}, local: local{n: 1}}
	var s sink = &bytes.Buffer{}
	_, _ = s.Write([]byte(str.ToUpper("x")))
	n := &note{}
	n.Write("y")
	var m error = &lib.Missing{}
	return describe(m) + describe(lib.Label("z")) + n.text + string(rune('0'+total([]*lib.Store{w.Store})+w.local.Count()))
}
