// Package strfmt stands in for go-openapi's strfmt.
package strfmt

// Registry is the format registry a generated response is read with.
type Registry interface{}
