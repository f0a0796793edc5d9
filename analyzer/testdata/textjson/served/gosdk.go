package served

import (
	"bytes"
	"encoding/json"
	"net/http"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// capture wraps the server's writer (go-sdk's streamable handler writes
// into it); it implements http.ResponseWriter through its own methods.
type capture struct {
	w      http.ResponseWriter
	body   bytes.Buffer
	status int
}

func (c *capture) Header() http.Header { return c.w.Header() }

func (c *capture) Write(b []byte) (int, error) { return c.body.Write(b) }

func (c *capture) WriteHeader(status int) { c.status = status }

// Silent: the served result, decoded with a decoder over the captured
// bytes, its text read to redact it.
func (c *capture) redact() error {
	var env envelope
	if err := json.Unmarshal(c.body.Bytes(), &env); err != nil {
		return err
	}
	res := new(gosdk.CallToolResult)
	if err := json.NewDecoder(bytes.NewReader(env.Result)).Decode(res); err != nil {
		return err
	}
	var out findToolOutput
	if tc, ok := res.Content[0].(*gosdk.TextContent); ok && json.Unmarshal([]byte(tc.Text), &out) == nil {
		out.Tools = nil
	}
	_, err := c.w.Write(c.body.Bytes())
	return err
}

// Reported: a plain function given the captured bytes is no method of the
// writer (the rule is by the method's receiver).
func decodeCaptured(b []byte) (out findToolOutput) {
	var res gosdk.CallToolResult
	if json.Unmarshal(b, &res) != nil {
		return out
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*gosdk.TextContent).Text), &out) // want `decoding tool result text as JSON; read StructuredContent instead`
	return out
}
