package outputschema

import "fmt"

// Facts outputschema exports, so that a registration in one package binds
// a tool and a handler built in another (github-mcp-server's pair
// constructors, a tools package registered by a server package). They stay
// unexported: other analyzers ask this one nothing.

// schemaToolFunc marks a function whose result Result is a tool definition
// that declares an output schema (func fooTool() mcp.Tool { return
// mcp.NewTool("foo", mcp.WithOutputSchema[Out]()) }); Name is the tool's
// name when it is a constant.
type schemaToolFunc struct {
	Result int
	Name   string
}

func (*schemaToolFunc) AFact() {}

func (f *schemaToolFunc) String() string {
	return fmt.Sprintf("mcpschematool(result %d, %q)", f.Result, f.Name)
}

// handlerFunc marks a handler (Result -1) or a function whose result Result
// is a handler (a handler constructor) that answers a success without
// structured content at Returns ("file.go:12:3"). Reported where a tool
// that declares a schema is bound to it, naming those returns: the
// registration's package cannot report in another package's files.
type handlerFunc struct {
	Result  int
	Returns []string
}

func (*handlerFunc) AFact() {}

func (f *handlerFunc) String() string {
	return fmt.Sprintf("mcptextonlyhandler(result %d, %v)", f.Result, f.Returns)
}
