// Package json stands in for github.com/goccy/go-json: the fixtures call
// its Marshal functions and Indent.
package json

import (
	"bytes"
	"context"
)

// EncodeOptionFunc configures an encoding.
type EncodeOptionFunc func()

// Marshal writes v as JSON.
func Marshal(v any) ([]byte, error) { return nil, nil }

// MarshalIndent writes v as indented JSON.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) { return nil, nil }

// MarshalContext writes v as JSON, with ctx handed to its marshalers.
func MarshalContext(ctx context.Context, v any, opts ...EncodeOptionFunc) ([]byte, error) {
	return nil, nil
}

// Indent writes src into dst, indented.
func Indent(dst *bytes.Buffer, src []byte, prefix, indent string) error { return nil }
