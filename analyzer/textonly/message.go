package textonly

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The message names what makes each finding distinct — the marshalled
// value's type and the tool whose handler answers, where the code binds it
// in sight — so that golangci-lint's max-same-issues does not fold a
// server's findings into three, and says what to do for the value at hand.
//
// A list needs its own advice. Both SDKs at the pinned versions (go-sdk
// v1.8.0, mcp-go v1.2.1) speak protocol revisions 2026-07-28 down to
// 2025-03-26 (mcp-go down to 2024-11-05), and both send a list put in
// structured content as it is to every client, whatever revision it
// negotiated: mcp-go's CallToolResult.MarshalJSON writes StructuredContent
// as given, and go-sdk's typed handlers set it from Out and only add a
// second text block with the JSON for a non-object value (server.go,
// "pre-SEP-2106 clients can recover the structured payload"). Before
// 2026-07-28 (SEP-2106) the schema requires structuredContent to be an
// object, and a client that validates results against it rejects a list
// there. So the advice is to wrap a list in an object, which every
// revision accepts (docs/textonly.md).

const (
	// advice, by the SDK's way of carrying structured content.
	adviceMCPGo     = "also return it as structured content, with mcp.NewToolResultStructured(value, text)"
	adviceGoSDK     = "set StructuredContent to the value beside the text"
	adviceTypedOut  = "return the value as the handler's Out too, which the SDK sends as structured content"
	adviceListMCPGo = "also return it as structured content in an object (mcp.NewToolResultStructured(map[string]any{\"items\": value}, text))"
	adviceListGoSDK = "set StructuredContent to an object holding the list (map[string]any{\"items\": value}) beside the text"
	adviceListOut   = "return an object holding the list (map[string]any{\"items\": value}) as the handler's Out too"
	// why a list goes in an object.
	listReason = "since clients of protocol revisions before 2026-07-28 (SEP-2106) require an object there"
	// advice where the SDK release in use has no structured content.
	adviceUpgradeMCPGo = "upgrade mcp-go to v0.36.0 or later, the first release whose results carry structured content, and return it with mcp.NewToolResultStructured(value, text)"
	adviceUpgrade      = "upgrade the SDK to a release whose results carry structured content, and return it there"
)

// The advice fits the SDK release the module compiles against, as its
// compiled package says (not a version string): a result type without a
// StructuredContent field cannot carry structured content at all, so the
// only way is an upgrade (mcp-go before v0.36.0: v0.35.0's mcp/tools.go
// has no such field, v0.36.0's has it and mcp/utils.go's
// NewToolResultStructured; v0.28.0 speaks only revision 2024-11-05, which
// has no structured channel); a package without NewToolResultStructured is
// advised the field itself.

// message says what fn, a handler or a helper building its results,
// answers only as text, and what to do.
func (c *checker) message(fn ast.Node, sig *types.Signature, f finding) string {
	what := "JSON data"
	kind := valueUnknown
	if f.json.Value != nil {
		if name, k := c.describeValue(f.json.Value); k != valueUnknown {
			what, kind = "JSON of "+name, k
		}
	}
	where := ""
	if tool, ok := c.m.ToolOf(fn); ok {
		where = fmt.Sprintf(" in the handler of tool %q", tool.Name)
	}
	return fmt.Sprintf("%s returned only as text%s; %s", what, where, c.advice(sig, f, kind))
}

// valueKind is what the marshalled value serialises to, as far as its type
// tells.
type valueKind int

const (
	valueUnknown valueKind = iota // an interface, or out of sight
	valueObject                   // a struct or a map
	valueList                     // a slice or an array
)

// describeValue names the type of the marshalled value as the package
// writes it (a pointer's element: JSON of *Forecast is JSON of Forecast)
// and says what it serialises to.
func (c *checker) describeValue(value ast.Expr) (string, valueKind) {
	t := c.m.Info().TypeOf(value)
	if t == nil {
		return "", valueUnknown
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if knowledge.IsRawJSON(t) {
		return "", valueUnknown // what the raw message holds is out of sight
	}
	var kind valueKind
	switch u := t.Underlying().(type) {
	case *types.Struct, *types.Map:
		kind = valueObject
	case *types.Slice, *types.Array:
		kind = valueList
	case *types.Pointer:
		if _, isStruct := u.Elem().Underlying().(*types.Struct); isStruct {
			kind = valueObject
		}
	}
	if kind == valueUnknown {
		return "", valueUnknown
	}
	return types.TypeString(t, types.RelativeTo(c.pass.Pkg)), kind
}

// advice says what to do, in the terms of the result's SDK and of what the
// function returns beside it.
func (c *checker) advice(sig *types.Signature, f finding, kind valueKind) string {
	if upgrade, ok := upgradeAdvice(f.result); ok {
		return upgrade
	}
	typedOut := c.outIndex(sig) >= 0 && f.site.literal == nil
	constructor := false
	if n := vocab.Named(f.result); n != nil {
		constructor = declaresStructuredConstructor(n.Obj().Pkg())
	}
	switch {
	case kind == valueList && typedOut:
		return adviceListOut + ", " + listReason
	case kind == valueList && (mcpmodel.IsGoSDKResult(f.result) || !constructor):
		return adviceListGoSDK + ", " + listReason
	case kind == valueList:
		return adviceListMCPGo + ", " + listReason
	case typedOut:
		return adviceTypedOut
	case mcpmodel.IsGoSDKResult(f.result) || !constructor:
		return adviceGoSDK
	}
	return adviceMCPGo
}

// upgradeAdvice returns the advice for a result type that has no
// StructuredContent field: the SDK release in use must be upgraded first.
func upgradeAdvice(result types.Type) (string, bool) {
	if mcpmodel.HasResultField(result, mcpmodel.FieldStructured) {
		return "", false
	}
	if n := vocab.Named(result); n != nil && n.Obj().Pkg() != nil && knowledge.TrimVendor(n.Obj().Pkg().Path()) == vocab.MCPGoPath {
		return adviceUpgradeMCPGo, true
	}
	return adviceUpgrade, true
}

// declaresStructuredConstructor reports whether pkg, an SDK package,
// declares NewToolResultStructured (mcp-go from v0.36.0).
func declaresStructuredConstructor(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	_, ok := pkg.Scope().Lookup("NewToolResultStructured").(*types.Func)
	return ok
}

// outIndex returns the index of a go-sdk typed handler's Out among sig's
// results, when it is an interface the function can give a value to: the
// shape (result, any, error) of a typed handler and of its helpers.
func (c *checker) outIndex(sig *types.Signature) int {
	res := sig.Results()
	if res.Len() != 3 || !c.m.IsResultType(res.At(0).Type()) || !mcpmodel.IsErrorType(res.At(2).Type()) {
		return -1
	}
	if !mcpmodel.IsGoSDKResult(res.At(0).Type()) || !types.IsInterface(res.At(1).Type()) {
		return -1
	}
	return 1
}
