// Package gosdk holds outputschema's go-sdk cases: a Tool with
// OutputSchema given to Server.AddTool with a raw handler, the generic
// mcp.AddTool with Out any, and the look-alikes that stay silent.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
	Conditions   string  `json:"conditions"`
}

type args struct {
	City string `json:"city"`
}

var (
	inputSchema  = &jsonschema.Schema{Type: "object"}
	outputSchema = &jsonschema.Schema{Type: "object"}
)

type vectorServer struct{}

// A method value given to Server.AddTool with a Tool literal.
func (vs *vectorServer) register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "list_collections", InputSchema: inputSchema, OutputSchema: outputSchema}, vs.handleList)
	s.AddTool(&mcp.Tool{Name: "create_collection", InputSchema: inputSchema}, vs.handleCreate)
}

func (vs *vectorServer) handleList(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(weather{})
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `success result without structured content in the handler of tool "list_collections", which declares an output schema; set StructuredContent \(StructuredContent: v beside the text\)`
}

// Silent: create_collection declares no output schema.
func (vs *vectorServer) handleCreate(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "created"}}}, nil
}

// A function literal; a tool variable given its schema by assignment.
func literal(s *mcp.Server) {
	tool := &mcp.Tool{Name: "weather", InputSchema: inputSchema}
	tool.OutputSchema = outputSchema
	s.AddTool(tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			var failed mcp.CallToolResult
			failed.SetError(errors.New("no city")) // an error result
			return &failed, nil
		}
		var res mcp.CallToolResult
		res.Content = []mcp.Content{&mcp.TextContent{Text: "14.5 °C"}}
		return &res, nil // want `handler of tool "weather"`
	})
}

// mcp.AddTool with Out any: the SDK fills StructuredContent only from a
// non-nil Out, so a success with neither is reported.
func typedAny(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed_any", OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
			if a.City == "" {
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "overcast"}}}, nil, nil // want `handler of tool "typed_any"`
			}
			return nil, weather{Conditions: "overcast"}, nil // Out fills StructuredContent
		})
}

// Silent: a typed handler whose Out is a type: the SDK fills StructuredContent.
func typedOut(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed", OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, weather, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "overcast"}}}, weather{}, nil
		})
}

// Silent: raw handlers of schema tools that set StructuredContent, and an
// error result with text only.
func rightAnswers(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "structured", InputSchema: inputSchema, OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w := weather{Conditions: "overcast"}
			if req.Params.Arguments == nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no city"}}}, nil
			}
			b, _ := json.Marshal(w)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: w}, nil
		})
	s.AddTool(&mcp.Tool{Name: "set_later", InputSchema: inputSchema, OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "overcast"}}}
			res.StructuredContent = weather{Conditions: "overcast"}
			return res, nil
		})
}

// A pair constructor of the go-sdk (kubernetes-mcp-server's shape): the
// tool's schema is set when there is one.
func toGoSDK(name string, schema *jsonschema.Schema) (*mcp.Tool, mcp.ToolHandler, error) {
	tool := &mcp.Tool{Name: name, InputSchema: inputSchema}
	if schema != nil {
		tool.OutputSchema = schema
	}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil // want `handler of a tool, which declares an output schema`
	}
	return tool, handler, nil
}

// mcp.AddTool with Out any answering with neither result nor Out.
func typedAnyEmpty(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed_empty", OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
			return nil, nil, nil // want `handler of tool "typed_empty"`
		})
	// Silent: Out any and no schema.
	mcp.AddTool(s, &mcp.Tool{Name: "typed_any_no_schema"},
		func(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, any, error) {
			return nil, nil, nil
		})
}

// textResult is the package's builder of both answers (kubernetes-mcp-server's
// NewTextResult): an error result for a non-nil error, text otherwise.
func textResult(content string, err error) *mcp.CallToolResult {
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: content}}}
}

func builderOfBoth(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "both", InputSchema: inputSchema, OutputSchema: outputSchema},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if req.Params.Arguments == nil {
				return textResult("", errors.New("no arguments")), nil // an error result
			}
			return textResult("done", nil), nil // want `handler of tool "both"`
		})
}
