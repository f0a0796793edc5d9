// Package config holds the one configuration value every mcpresult driver
// fills in: the standalone binary and go vet from flags, the golangci-lint
// plugin from its settings.
package config

import (
	"flag"
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/mod/module"
)

// Config is the suite's configuration. The zero value is ready to use.
type Config struct {
	// ResultTypes names extra tool-result types as "import/path.TypeName":
	// forks, vendored copies and wrappers of the SDKs' CallToolResult.
	// Their package is then treated as an MCP SDK package too (its
	// TextContent type, AsTextContent and GetTextFromContent helpers).
	ResultTypes []TypeName

	// NolintByDriver is set by a driver that applies //nolint comments
	// itself (the golangci-lint plugin). The checks then leave //nolint and
	// //nolint:<check> to it, so that it sees the findings they silence
	// (nolintlint reports a directive that silenced nothing), and apply
	// only //nolint:mcpresult and //lint:ignore, which it does not know.
	NolintByDriver bool
}

// TypeName is a named type identified by its package path and name.
type TypeName struct {
	Path string
	Name string
}

func (t TypeName) String() string { return t.Path + "." + t.Name }

// ParseTypeName parses "import/path.TypeName": a valid import path, a dot,
// and a Go identifier. Whether a package declares the type is for the
// driver to check, once the packages are loaded.
func ParseTypeName(s string) (TypeName, error) {
	s = strings.TrimSpace(s)
	dot := strings.LastIndex(s, ".")
	slash := strings.LastIndex(s, "/")
	if dot <= 0 || dot < slash || dot == len(s)-1 {
		return TypeName{}, fmt.Errorf("result type %q is not of the form import/path.TypeName", s)
	}
	t := TypeName{Path: s[:dot], Name: s[dot+1:]}
	if err := module.CheckImportPath(t.Path); err != nil {
		return TypeName{}, fmt.Errorf("result type %q: %v", s, err)
	}
	if !token.IsIdentifier(t.Name) {
		return TypeName{}, fmt.Errorf("result type %q: %q is not a Go identifier", s, t.Name)
	}
	return t, nil
}

// ParseTypeNames parses a list of "import/path.TypeName" entries.
func ParseTypeNames(list []string) ([]TypeName, error) {
	var out []TypeName
	for _, s := range list {
		if strings.TrimSpace(s) == "" {
			continue
		}
		t, err := ParseTypeName(s)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// RegisterFlags binds the configuration to flags of fs.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.Var((*typeNamesFlag)(&c.ResultTypes), "resulttypes",
		"comma-separated extra tool-result types, as import/path.TypeName (forks, vendored SDKs, wrappers)")
}

// typeNamesFlag is a flag.Value over a list of type names.
type typeNamesFlag []TypeName

func (f *typeNamesFlag) String() string {
	if f == nil {
		return ""
	}
	var parts []string
	for _, t := range *f {
		parts = append(parts, t.String())
	}
	return strings.Join(parts, ",")
}

func (f *typeNamesFlag) Set(s string) error {
	names, err := ParseTypeNames(strings.Split(s, ","))
	if err != nil {
		return err
	}
	*f = append(*f, names...)
	return nil
}
