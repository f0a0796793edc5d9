package outputschema

import "fmt"

// The fact outputschema exports, so that a registration in one package
// reports a handler built in another (github-mcp-server's pair
// constructors, a tools package registered by a server package): the
// model binds the tool to the handler (and knows tools built elsewhere by
// its own facts), this one knows which of the handler's returns answer
// without structured content. It stays unexported: other analyzers ask
// this one nothing.

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
