// Package sarifschema validates SARIF logs against the official SARIF 2.1.0
// JSON schema (testdata/sarif-schema-2.1.0.json; testdata/SOURCE.md says
// where it comes from). The tests of the standalone driver and of the
// golangci-lint plugin use it.
package sarifschema

import (
	"bytes"
	_ "embed"
	"fmt"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed testdata/sarif-schema-2.1.0.json
var schemaJSON []byte

// schemaURL is the schema's own id.
const schemaURL = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// Validate returns an error describing every way log breaks the schema,
// formats (uri, date-time…) included, or nil when it is a valid SARIF
// 2.1.0 log.
func Validate(log []byte) error {
	schemaDoc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schemaJSON))
	if err != nil {
		return fmt.Errorf("reading the SARIF schema: %v", err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource(schemaURL, schemaDoc); err != nil {
		return fmt.Errorf("loading the SARIF schema: %v", err)
	}
	schema, err := c.Compile(schemaURL)
	if err != nil {
		return fmt.Errorf("compiling the SARIF schema: %v", err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(log))
	if err != nil {
		return fmt.Errorf("the log is not JSON: %v", err)
	}
	return schema.Validate(doc)
}
