// Package gosdkown: go-sdk handlers that answer through the package's own
// tuple wrappers of the result literal, and handlers of the server's own
// shape (a dependencies parameter before the request) that it adapts to
// the SDK's when it registers them.
package gosdkown

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Kind string `json:"kind"`
}

type object struct{ Name string }

type cluster struct {
	objects   map[string][]object
	locations map[string][]location
}

var kube = &cluster{}

// deps is what the server's own handler shape is given before the request.
type deps struct{ kube *cluster }

// textResult is the package's own success wrapper, in a typed handler's
// tuple.
func textResult(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

// errorResult is its error wrapper.
func errorResult(text string) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func export(kind string) (string, error) {
	var b strings.Builder
	for _, o := range kube.objects[kind] {
		b.WriteString(o.Name)
	}
	return b.String(), nil
}

// --- positives ---

func getResources(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	result, err := export(input.Kind)
	if err != nil {
		return errorResult(err.Error())
	}
	if result == "" { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return errorResult("no resources found")
	}
	return textResult(result)
}

// ownHandler is the server's own handler shape, which it adapts to the
// SDK's when it registers a tool.
type ownHandler func(ctx context.Context, d deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)

func register(name string, h ownHandler) {}

// The server's own handler shape: a literal passed to its registration.
func getObjects() {
	register("get_objects", func(ctx context.Context, d deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		kind, _ := args["kind"].(string)
		objects := d.kube.objects[kind]
		if len(objects) == 0 { // want `empty answer returned as a tool error`
			return errorResult(fmt.Sprintf("no %s found", kind))
		}
		var b strings.Builder
		for _, o := range objects {
			fmt.Fprintln(&b, o.Name)
		}
		return textResult(b.String())
	})
}

// --- negatives ---

// The empty branch answers a success.
func getResourcesEmptyOK(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	result, err := export(input.Kind)
	if err != nil {
		return errorResult(err.Error())
	}
	if result == "" {
		return textResult("no resources of this kind")
	}
	return textResult(result)
}

// The server's own shape validating its arguments.
func validateKind() {
	register("validate_kind", func(ctx context.Context, d deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		kind, _ := args["kind"].(string)
		if kind == "" {
			return errorResult("kind is required")
		}
		return textResult(fmt.Sprint(d.kube.objects[kind]))
	})
}

// A function given dependencies and the request that answers no tool
// result is no handler: its emptiness test is a helper's, and nothing
// turns its error into an answer.
func resolveObjects(ctx context.Context, d deps, req *mcp.CallToolRequest, kind string) ([]object, error) {
	objects := kube.objects[kind]
	if len(objects) == 0 {
		return nil, fmt.Errorf("no %s", kind)
	}
	return objects, nil
}

// --- a helper that builds the answer from the handler's data and fails
// when it is empty ---

// formatObjects is a success wrapper of objects that fails on none.
func formatObjects(objects []object) (*mcp.CallToolResult, error) {
	if len(objects) == 0 { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no objects found")
	}
	var b strings.Builder
	for i, o := range objects {
		fmt.Fprintf(&b, "%d. %s\n", i+1, o.Name)
	}
	return text(b.String()), nil
}

type location struct {
	URI  string
	Line int
}

func (c *cluster) references(uri string) []location { return c.locations[uri] }

// formatLocations writes, for each location, numbers of that one element
// (its index and its line, plus one) and a text it reads by the element's
// URI: the text is rendered element by element from locations, as gopls's
// formatReferences is (issue 28's recall).
func formatLocations(locations []location) (*mcp.CallToolResult, error) {
	if len(locations) == 0 { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no references found")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d references\n", len(locations))
	for i, l := range locations {
		fmt.Fprintf(&b, "Reference %d\n", i+1)
		fmt.Fprintf(&b, "line %d: %s\n", l.Line+1, readLine(l.URI))
	}
	return text(b.String()), nil
}

func readLine(uri string) string { return kube.objects[uri][0].Name }

// formatMeanLine answers a number computed across the elements (a sum
// over a count): the input of a computation, not the collection.
func formatMeanLine(locations []location) (*mcp.CallToolResult, error) {
	if len(locations) == 0 {
		return nil, fmt.Errorf("no references found")
	}
	sum := 0
	for _, l := range locations {
		sum += l.Line
	}
	return text(fmt.Sprint(sum/len(locations) + 1)), nil
}

// formatKind fails on an empty request argument: validation.
func formatKind(kind string) (*mcp.CallToolResult, error) {
	if kind == "" {
		return nil, fmt.Errorf("kind is required")
	}
	return text("kind: " + kind), nil
}

// text is a success wrapper returning the result alone.
func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

var errNoObjects = fmt.Errorf("no objects")

func listObjects(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	objects := kube.objects[input.Kind]
	formatted, err := formatObjects(objects)
	return formatted, nil, err
}

func findReferences(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	locations := kube.references(input.Kind)
	formatted, err := formatLocations(locations)
	return formatted, nil, err
}

func meanReferenceLine(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	locations := kube.references(input.Kind)
	formatted, err := formatMeanLine(locations)
	return formatted, nil, err
}

func describeKind(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	formatted, err := formatKind(input.Kind)
	return formatted, nil, err
}

// The handler tells the empty case apart.
func listObjectsChecked(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	formatted, err := formatObjects(kube.objects[input.Kind])
	if errors.Is(err, errNoObjects) {
		return textResult("none")
	}
	return formatted, nil, err
}

// The handler drops the error.
func listObjectsIgnoring(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, any, error) {
	formatted, _ := formatObjects(kube.objects[input.Kind])
	return formatted, nil, nil
}
