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

	// RequestParsers names the functions and methods that parse a tool
	// call's arguments (as import/path.Func or (import/path.Type).Method)
	// when emptyresult cannot see it from the values they are given (a
	// parser given the context too, or a method of the server): what they
	// return, and what they write through pointer arguments, is the
	// request's arguments, whose emptiness tests are validation.
	RequestParsers []FuncName

	// ReplyReaders names the functions and methods that read the reply to
	// a request a tool handler made, when that reply only acknowledges an
	// action (a debugger's breakpoints set): what they return is no answer
	// whose emptiness emptyresult reports.
	ReplyReaders []FuncName

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
	fs.Var((*funcNamesFlag)(&c.RequestParsers), "requestparsers",
		"comma-separated functions that parse a tool call's arguments, as import/path.Func or (import/path.Type).Method (emptyresult)")
	fs.Var((*funcNamesFlag)(&c.ReplyReaders), "replyreaders",
		"comma-separated functions that read the reply acknowledging a handler's action, as import/path.Func or (import/path.Type).Method (emptyresult)")
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

// FuncName is a function identified by its package path and name, or a
// method by its package path, its receiver's type name and its name.
type FuncName struct {
	Path string
	Recv string // the receiver's type name; "" for a function
	Name string
}

func (f FuncName) String() string {
	if f.Recv != "" {
		return "(" + f.Path + "." + f.Recv + ")." + f.Name
	}
	return f.Path + "." + f.Name
}

// ParseFuncName parses "import/path.Func", "(import/path.Type).Method" or
// "(*import/path.Type).Method" (the forms of go/types' Func.FullName; a
// method is matched whatever its receiver's pointer-ness).
func ParseFuncName(s string) (FuncName, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "(") {
		t, err := ParseTypeName(s)
		if err != nil {
			return FuncName{}, fmt.Errorf("function %q is not of the form import/path.Func or (import/path.Type).Method", s)
		}
		return FuncName{Path: t.Path, Name: t.Name}, nil
	}
	recv, name, ok := strings.Cut(s[1:], ").")
	if !ok || !token.IsIdentifier(name) {
		return FuncName{}, fmt.Errorf("function %q is not of the form import/path.Func or (import/path.Type).Method", s)
	}
	t, err := ParseTypeName(strings.TrimPrefix(recv, "*"))
	if err != nil {
		return FuncName{}, fmt.Errorf("function %q: receiver: %v", s, err)
	}
	return FuncName{Path: t.Path, Recv: t.Name, Name: name}, nil
}

// ParseFuncNames parses a list of function names (see ParseFuncName).
func ParseFuncNames(list []string) ([]FuncName, error) {
	var out []FuncName
	for _, s := range list {
		if strings.TrimSpace(s) == "" {
			continue
		}
		f, err := ParseFuncName(s)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// funcNamesFlag is a flag.Value over a list of function names.
type funcNamesFlag []FuncName

func (f *funcNamesFlag) String() string {
	if f == nil {
		return ""
	}
	var parts []string
	for _, n := range *f {
		parts = append(parts, n.String())
	}
	return strings.Join(parts, ",")
}

func (f *funcNamesFlag) Set(s string) error {
	names, err := ParseFuncNames(strings.Split(s, ","))
	if err != nil {
		return err
	}
	*f = append(*f, names...)
	return nil
}
