package knowledge_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// fakeFunc is the function name of a package at path; with recv, the
// method of a type of that name (an interface's, like jsoniter's API).
func fakeFunc(path, recv, name string) *types.Func {
	pkg := types.NewPackage(path, "p")
	var recvVar *types.Var
	if recv != "" {
		named := types.NewNamed(types.NewTypeName(token.NoPos, pkg, recv, nil), types.NewStruct(nil, nil), nil)
		recvVar = types.NewVar(token.NoPos, pkg, "r", named)
	}
	return types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(recvVar, nil, nil, nil, nil, false))
}

func TestJSONEncoders(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		path, recv, name string
		arg              int
	}{
		{"encoding/json", "", "Marshal", 0},
		{"encoding/json", "", "MarshalIndent", 0},
		{"google.golang.org/protobuf/encoding/protojson", "", "Marshal", 0},
		{"google.golang.org/protobuf/encoding/protojson", "MarshalOptions", "Marshal", 0},
		{"github.com/json-iterator/go", "API", "Marshal", 0},
		{"github.com/json-iterator/go", "", "MarshalToString", 0},
		{"github.com/bytedance/sonic", "", "MarshalString", 0},
		{"github.com/bytedance/sonic", "API", "MarshalToString", 0},
		{"github.com/goccy/go-json", "", "MarshalContext", 1},
		{"example.com/app/vendor/github.com/goccy/go-json", "", "Marshal", 0},
	} {
		arg, ok := knowledge.EncodedArg(fakeFunc(c.path, c.recv, c.name))
		if !ok || arg != c.arg {
			t.Errorf("EncodedArg(%s (%s).%s) = %d, %v; want %d, true", c.path, c.recv, c.name, arg, ok, c.arg)
		}
	}
	for _, fn := range []*types.Func{
		fakeFunc("encoding/json", "", "Unmarshal"),
		fakeFunc("google.golang.org/protobuf/encoding/protojson", "UnmarshalOptions", "Unmarshal"),
		fakeFunc("github.com/bytedance/sonic", "API", "Unmarshal"),
		fakeFunc("example.com/json", "", "Marshal"), // a package of the user's own, whatever its name
		nil,
	} {
		if _, ok := knowledge.EncodedArg(fn); ok {
			t.Errorf("EncodedArg(%v) = true, want false", fn)
		}
	}
	if knowledge.IsEncoder(fakeFunc("github.com/goccy/go-json", "", "MarshalContext")) {
		t.Error("IsEncoder(MarshalContext) = true: its first argument is the context")
	}
	if arg, ok := knowledge.RewrittenJSONArg(fakeFunc("encoding/json", "", "Indent")); !ok || arg != 1 {
		t.Errorf("RewrittenJSONArg(json.Indent) = %d, %v; want 1, true", arg, ok)
	}
	if arg, ok := knowledge.PrettyPrintedArg(fakeFunc("github.com/tidwall/pretty", "", "Pretty")); !ok || arg != 0 {
		t.Errorf("PrettyPrintedArg(pretty.Pretty) = %d, %v; want 0, true", arg, ok)
	}
}
