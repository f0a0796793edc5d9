// Package mcpgo holds outputschema's mcp-go cases: tools that declare an
// output schema bound to their handlers in every way the check follows,
// and the look-alikes that stay silent.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
	Conditions   string  `json:"conditions"`
}

type args struct {
	City string `json:"city"`
}

const weatherName = "weather"

func lookup(city string) (weather, error) {
	if city == "" {
		return weather{}, fmt.Errorf("no city")
	}
	return weather{TemperatureC: 14.5, Conditions: "overcast"}, nil
}

// A function literal given to AddTool with the tool built in place.
func literalHandler(s *server.MCPServer) {
	s.AddTool(mcp.NewTool(weatherName, mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w, err := lookup(req.GetString("city", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil // an error result: text only is right
			}
			b, _ := json.Marshal(w)
			return mcp.NewToolResultText(string(b)), nil // want `success result without structured content in the handler of tool "weather", which declares an output schema; set StructuredContent \(mcp.NewToolResultStructured\(v, text\)\)`
		})
}

// The tool in a variable, a raw schema, and a named function.
func namedHandler(s *server.MCPServer) {
	tool := mcp.NewTool("raw", mcp.WithRawOutputSchema(json.RawMessage(`{"type":"object"}`)))
	s.AddTool(tool, handleRaw)
}

func handleRaw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("city", "") == "" {
		return nil, fmt.Errorf("no city") // a Go error: not a success
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("14.5 °C")}}, nil // want `success result without structured content in the handler of tool "raw"`
}

// A method value, a cache-aware schema option, a Tool literal.
type weatherServer struct{ cache *mcp.SchemaCache }

func (ws *weatherServer) register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("cached", mcp.WithCachedOutputSchema[weather](ws.cache)), ws.handleCached)
	s.AddTool(mcp.Tool{Name: "literal", RawOutputSchema: json.RawMessage(`{"type":"object"}`)}, ws.handleLiteral)
}

func (ws *weatherServer) handleCached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("14.5 °C, overcast"), nil // want `handler of tool "cached"`
}

func (ws *weatherServer) handleLiteral(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText("overcast")
	return res, nil // want `handler of tool "literal"`
}

// A schema given by assignment, and a handler constructor.
func assigned(s *server.MCPServer, schema mcp.ToolOutputSchema) {
	tool := mcp.NewTool("assigned")
	tool.OutputSchema = schema
	s.AddTool(tool, handleWith("prefix"))
}

func handleWith(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(prefix + ": overcast"), nil // want `handler of tool "assigned"`
	}
}

// A tool built by a function, a ServerTool table given to AddTools, and a
// package's own text-only wrapper.
func forecastTool() mcp.Tool {
	return mcp.NewTool("forecast", mcp.WithOutputSchema[weather]())
}

func textResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(text)
}

func table(s *server.MCPServer) {
	tools := []server.ServerTool{
		{Tool: forecastTool(), Handler: handleForecast},
		{forecastTool(), handleForecastPositional},
	}
	s.AddTools(tools...)
}

func handleForecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return textResult("rain tomorrow"), nil // want `handler of tool "forecast"`
}

func handleForecastPositional(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return textResult("rain tomorrow"), nil // want `handler of tool "forecast"`
}

// A pair constructor (github-mcp-server's shape), registered in one call.
func GetWeather(client *weatherServer) (mcp.Tool, server.ToolHandlerFunc) { // want GetWeather:`mcptextonlyhandler\(result 1, \[mcpgo.go:119:4\]\)`
	return mcp.NewTool("get_weather", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("overcast"), nil // want `handler of tool "get_weather"`
		}
}

func pairs(s *server.MCPServer, ws *weatherServer) {
	s.AddTool(GetWeather(ws))
	tool, handler := GetWeather(ws)
	s.AddTool(tool, handler)
}

// NewTypedToolHandler only binds arguments: its inner handler is checked.
func typed(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("typed", mcp.WithOutputSchema[weather]()), mcp.NewTypedToolHandler(handleTyped))
}

func handleTyped(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(a.City + ": overcast"), nil // want `handler of tool "typed"`
}

// Silent: NewStructuredToolHandler fills StructuredContent itself.
func structuredHandler(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("structured_handler", mcp.WithOutputSchema[weather]()),
		mcp.NewStructuredToolHandler(func(ctx context.Context, req mcp.CallToolRequest, a args) (weather, error) {
			return lookup(a.City)
		}))
}

// Silent: a schema tool answering with structured content, every way.
func rightAnswers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("structured", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w, err := lookup(req.GetString("city", ""))
			if err != nil {
				return mcp.NewToolResultErrorf("lookup: %v", err), nil
			}
			b, _ := json.Marshal(w)
			return mcp.NewToolResultStructured(w, string(b)), nil
		})
	s.AddTool(mcp.NewTool("json", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w, _ := lookup("Paris")
			return mcp.NewToolResultJSON(w)
		})
	s.AddTool(mcp.NewTool("literal_structured", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w, _ := lookup("Paris")
			return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("overcast")}, StructuredContent: w}, nil
		})
	s.AddTool(mcp.NewTool("set_later", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			w, _ := lookup("Paris")
			res := mcp.NewToolResultText("overcast")
			res.StructuredContent = w
			return res, nil
		})
}

// Silent: a tool without a schema may answer with text only.
func noSchema(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("prose", mcp.WithDescription("says hello")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("hello"), nil
		})
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("prose_pair"), Handler: handleForecast})
}

func handleProse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("hello"), nil
}

// SetTools with a literal pair, a handler variable, a conversion to the
// handler type.
func setTools(s *server.MCPServer) {
	handler := handleSet
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("set", mcp.WithOutputSchema[weather]()), Handler: handler})
	s.AddTool(mcp.NewTool("converted", mcp.WithOutputSchema[weather]()), server.ToolHandlerFunc(handleConverted))
}

func handleSet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("set"), nil // want `handler of tool "set"`
}

func handleConverted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("converted"), nil // want `handler of tool "converted"`
}

// Silent: an empty ToolOutputSchema is no schema (mcp-go leaves it out).
func emptySchema(s *server.MCPServer) {
	tool := mcp.NewTool("empty_schema")
	tool.OutputSchema = mcp.ToolOutputSchema{}
	s.AddTool(tool, handleProse)
	s.AddTool(mcp.Tool{Name: "empty_literal", OutputSchema: mcp.ToolOutputSchema{}}, handleProse)
}

// The package's own helper that returns a schema option (mgtt's
// rawOutput) declares the schema as the option itself would.
func rawOutput(schema string) mcp.ToolOption {
	return mcp.WithRawOutputSchema(json.RawMessage(schema))
}

// A helper that returns another option declares nothing.
func described(text string) mcp.ToolOption {
	return mcp.WithDescription(text)
}

func optionHelpers(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("helper_schema", rawOutput(`{"type":"object"}`)), handleHelperSchema)
	s.AddTool(mcp.NewTool("helper_description", described("no schema")), handleHelperDescription)
}

func handleHelperSchema(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("overcast"), nil // want `handler of tool "helper_schema"`
}

func handleHelperDescription(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("overcast"), nil
}
