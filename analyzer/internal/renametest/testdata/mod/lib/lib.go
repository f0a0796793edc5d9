// Package lib declares what package app uses across packages.
package lib

import (
	"errors"
	"fmt"
)

// Store is exported: its new name is exported too.
type Store struct {
	Rows []string // a field keeps its name
}

// Count is a method, renamed across every type that declares it.
func (s *Store) Count() int { return len(s.Rows) }

// Missing implements error and Unwrap (which errors.Is looks for): both
// keep their names.
type Missing struct{ cause error }

func (m *Missing) Error() string { return "missing: " + m.cause.Error() }
func (m *Missing) Unwrap() error { return m.cause }

// Label implements fmt.Stringer: String keeps its name.
type Label string

func (l Label) String() string { return fmt.Sprintf("<%s>", string(l)) }

// ErrGone is a package-level variable.
var ErrGone = errors.New("gone")

// Limit is a constant.
const Limit = 3
