// Package runtime stands in for go-openapi's runtime: the generated
// clients' responses read themselves from a ClientResponse.
package runtime

import "io"

// ClientResponse is what a go-swagger response reads itself from.
type ClientResponse interface {
	Code() int
	Message() string
	GetHeader(string) string
	Body() io.ReadCloser
}

// Consumer decodes a response body.
type Consumer interface {
	Consume(io.Reader, any) error
}
