// Package served is an HTTP middleware of a server: its writer wraps the
// server's http.ResponseWriter, captures the JSON-RPC response the server
// writes and rewrites the find_tool result's text before sending it (an
// authorization filter). The result it decodes is the one it serves, not a
// received answer: silent. The look-alikes read results a client got.
package served

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type findToolOutput struct {
	Tools []string `json:"tools"`
}

type envelope struct {
	ID     json.RawMessage `json:"id"`
	Result json.RawMessage `json:"result"`
}

// filteringWriter captures what the server's handler writes.
type filteringWriter struct {
	http.ResponseWriter
	buf     bytes.Buffer
	allowed map[string]bool
	client  *client.Client
}

func (w *filteringWriter) Write(b []byte) (int, error) { return w.buf.Write(b) }

func (w *filteringWriter) WriteHeader(int) {}

func (w *filteringWriter) flush() error {
	var env envelope
	if err := json.Unmarshal(w.buf.Bytes(), &env); err != nil {
		_, werr := w.ResponseWriter.Write(w.buf.Bytes())
		return werr
	}
	filtered, err := w.filterFindTool(env.Result)
	if err != nil {
		return err
	}
	env.Result = filtered
	out, err := json.Marshal(env)
	if err != nil {
		return err
	}
	_, err = w.ResponseWriter.Write(out)
	return err
}

// Silent: the result is the response the server serves, decoded from the
// bytes its handler wrote; its text is rewritten, not read as an answer.
func (w *filteringWriter) filterFindTool(raw json.RawMessage) (json.RawMessage, error) {
	var res mcp.CallToolResult
	if err := json.Unmarshal(raw, &res); err != nil || res.IsError {
		return raw, nil
	}
	for i, c := range res.Content {
		tc, ok := c.(mcp.TextContent)
		if !ok {
			continue
		}
		var out findToolOutput
		if err := json.Unmarshal([]byte(tc.Text), &out); err != nil {
			continue
		}
		kept := out.Tools[:0]
		for _, name := range out.Tools {
			if w.allowed[name] {
				kept = append(kept, name)
			}
		}
		out.Tools = kept
		text, err := json.Marshal(out)
		if err != nil {
			return nil, err
		}
		res.Content[i] = mcp.NewTextContent(string(text))
	}
	return json.Marshal(res)
}

// Reported: a result the writer's method got from a client call is
// received, whatever type the method belongs to.
func (w *filteringWriter) askUpstream(ctx context.Context) (out findToolOutput) {
	res, err := w.client.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return out
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &out) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return out
}

// Reported: a client decoding a result from the HTTP response of a server
// it called: the server's answer, received.
func fetchTools(ctx context.Context, url string) (out findToolOutput, err error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return out, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return out, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return out, err
	}
	var res mcp.CallToolResult
	if err := json.Unmarshal(body, &res); err != nil || res.IsError {
		return out, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &out) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return out, err
}

// recorder has Write but is no http.ResponseWriter: a sink of its own.
type recorder struct{ buf bytes.Buffer }

func (r *recorder) Write(b []byte) (int, error) { return r.buf.Write(b) }

// Reported: the type does not serve responses.
func (r *recorder) tools() (out findToolOutput) {
	var res mcp.CallToolResult
	if err := json.Unmarshal(r.buf.Bytes(), &res); err != nil || res.IsError {
		return out
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &out) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return out
}
