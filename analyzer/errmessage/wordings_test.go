package errmessage

import (
	"cmp"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// sdkRelease type-checks an SDK package at path from src, standing for
// one release of it, after the packages it imports (deps, path then
// source, in import order), and a client package importing it.
func sdkRelease(t *testing.T, path, src string, deps ...string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	checked := make(map[string]*types.Package)
	imp := importerFunc(func(p string) (*types.Package, error) {
		if pkg := checked[p]; pkg != nil {
			return pkg, nil
		}
		return importer.Default().Import(p)
	})
	check := func(path, src string) *types.Package {
		f, err := parser.ParseFile(fset, path+".go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := (&types.Config{Importer: imp}).Check(path, fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		checked[path] = pkg
		return pkg
	}
	for i := 0; i+1 < len(deps); i += 2 {
		check(deps[i], deps[i+1])
	}
	check(path, src)
	return check("client", `package client; import _ "`+path+`"`)
}

type importerFunc func(string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// What the SDK release the code compiles against offers decides: the
// server's code from mcp-go v0.41 on (JSONRPCErrorDetails.AsError), a
// sentinel where the release declares it.
func TestWordingsByRelease(t *testing.T) {
	t.Parallel()
	const (
		mcpGoBefore = `package mcp
import "errors"
type JSONRPCErrorDetails struct{ Code int; Message string }
var ErrMethodNotFound = errors.New("method not found")`
		mcpGoAfter = mcpGoBefore + `
func (e *JSONRPCErrorDetails) AsError() error { return nil }`
		goSDKBefore = `package mcp
import ("errors"; _ "github.com/modelcontextprotocol/go-sdk/jsonrpc")
var ErrConnectionClosed = errors.New("connection closed")`
		goSDKAfter = goSDKBefore + `
var ErrSessionMissing = errors.New("session not found")`
		// go-sdk's public jsonrpc package before v1.2.0 (no Error) and from
		// it on.
		jsonrpcPath     = "github.com/modelcontextprotocol/go-sdk/jsonrpc"
		jsonrpcBefore   = `package jsonrpc; type ID = string`
		jsonrpcFromV1_2 = jsonrpcBefore + `; type Error struct{ Code int64; Message string }`
	)
	tests := []struct {
		name, path, src, sdk string
		values               []string
		report               bool
		advice               string
		jsonrpc              string // go-sdk's jsonrpc package; default from v1.2.0
	}{
		{"mcp-go before v0.41: the server's wording has no code", "github.com/mark3labs/mcp-go/mcp", mcpGoBefore, sdkMCPGo, []string{"unknown tool"}, false, "", ""},
		{"mcp-go before v0.41: nor a sentinel", "github.com/mark3labs/mcp-go/mcp", mcpGoBefore, sdkMCPGo, []string{"method not found"}, false, "", ""},
		{"mcp-go v0.41 on: a sentinel", "github.com/mark3labs/mcp-go/mcp", mcpGoAfter, sdkMCPGo, []string{"Method not found"}, true, "use errors.Is with mcp.ErrMethodNotFound", ""},
		{"mcp-go v0.41 on: the server's wording", "github.com/mark3labs/mcp-go/mcp", mcpGoAfter, sdkMCPGo, []string{"unknown tool"}, true, callErrorFix[sdkMCPGo], ""},
		{"go-sdk: a closed connection", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"client is closing"}, true, "use errors.Is with mcp.ErrConnectionClosed", ""},
		{"go-sdk before v1.4.0: no ErrSessionMissing", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"session not found"}, false, "", ""},
		{"go-sdk v1.4.0 on: ErrSessionMissing", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"Session not found"}, true, "use errors.Is with mcp.ErrSessionMissing", ""},
		{"go-sdk: a plain error", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"session is closed"}, false, "", ""},
		{"platform failures silence the decision", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"rate limit", "EOF"}, false, "", ""},
		{"an offered failure reports it", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"connection refused", "connection closed"}, true, "use errors.Is with mcp.ErrConnectionClosed", ""},
		{"a part of an SDK wording is not it", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"not found"}, true, callErrorFix[sdkGo], ""},
		{"OAuth codes are held whole", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"invalid"}, true, callErrorFix[sdkGo], ""},
		{"go-sdk before v1.2.0: the server's wording has no reachable code", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"method not found"}, false, "", jsonrpcBefore},
		{"go-sdk before v1.2.0: a sentinel still counts", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"client is closing"}, true, "use errors.Is with mcp.ErrConnectionClosed", jsonrpcBefore},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			w := newWordings(sdkRelease(t, tt.path, tt.src, jsonrpcPath, cmp.Or(tt.jsonrpc, jsonrpcFromV1_2)))
			v := w.decide(tt.sdk, tt.values)
			if v.report != tt.report {
				t.Fatalf("decide(%q) reports %v, want %v", tt.values, v.report, tt.report)
			}
			if got := v.advice(tt.sdk); tt.report && got != tt.advice {
				t.Errorf("advice = %q, want %q", got, tt.advice)
			}
		})
	}
}
