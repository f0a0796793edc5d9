// Package protojson stands in for
// google.golang.org/protobuf/encoding/protojson: the fixtures call its
// Marshal, Format and MarshalOptions.
package protojson

import "google.golang.org/protobuf/proto"

// Marshal writes m as JSON.
func Marshal(m proto.Message) ([]byte, error) { return nil, nil }

// Format writes m as JSON, for people.
func Format(m proto.Message) string { return "" }

// MarshalOptions configures the marshaller.
type MarshalOptions struct {
	Multiline     bool
	UseProtoNames bool
	Indent        string
}

// Marshal writes m as JSON with the options.
func (o MarshalOptions) Marshal(m proto.Message) ([]byte, error) { return nil, nil }

// Format writes m as JSON with the options, for people.
func (o MarshalOptions) Format(m proto.Message) string { return "" }
