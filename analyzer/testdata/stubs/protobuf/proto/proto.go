// Package proto stands in for google.golang.org/protobuf/proto: the
// fixtures' messages implement Message.
package proto

// Message is a protocol buffer message.
type Message interface{ ProtoReflect() any }
