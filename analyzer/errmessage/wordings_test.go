package errmessage

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// sdkRelease type-checks an SDK package at path from src, standing for
// one release of it, and a client package importing it.
func sdkRelease(t *testing.T, path, src string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	check := func(path, src string, imp types.Importer) *types.Package {
		f, err := parser.ParseFile(fset, path+".go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		pkg, err := (&types.Config{Importer: imp}).Check(path, fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return pkg
	}
	sdk := check(path, src, importer.Default())
	return check("client", `package client; import _ "`+path+`"`, importerFunc(func(p string) (*types.Package, error) {
		if p == path {
			return sdk, nil
		}
		return importer.Default().Import(p)
	}))
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
import "errors"
var ErrConnectionClosed = errors.New("connection closed")`
		goSDKAfter = goSDKBefore + `
var ErrSessionMissing = errors.New("session not found")`
	)
	tests := []struct {
		name, path, src, sdk string
		values               []string
		report               bool
		advice               string
	}{
		{"mcp-go before v0.41: the server's wording has no code", "github.com/mark3labs/mcp-go/mcp", mcpGoBefore, sdkMCPGo, []string{"unknown tool"}, false, ""},
		{"mcp-go before v0.41: nor a sentinel", "github.com/mark3labs/mcp-go/mcp", mcpGoBefore, sdkMCPGo, []string{"method not found"}, false, ""},
		{"mcp-go v0.41 on: a sentinel", "github.com/mark3labs/mcp-go/mcp", mcpGoAfter, sdkMCPGo, []string{"Method not found"}, true, "use errors.Is with mcp.ErrMethodNotFound"},
		{"mcp-go v0.41 on: the server's wording", "github.com/mark3labs/mcp-go/mcp", mcpGoAfter, sdkMCPGo, []string{"unknown tool"}, true, callErrorFix[sdkMCPGo]},
		{"go-sdk: a closed connection", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"client is closing"}, true, "use errors.Is with mcp.ErrConnectionClosed"},
		{"go-sdk before v1.4.0: no ErrSessionMissing", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKBefore, sdkGo, []string{"session not found"}, false, ""},
		{"go-sdk v1.4.0 on: ErrSessionMissing", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"Session not found"}, true, "use errors.Is with mcp.ErrSessionMissing"},
		{"go-sdk: a plain error", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"session is closed"}, false, ""},
		{"platform failures silence the decision", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"rate limit", "EOF"}, false, ""},
		{"an offered failure reports it", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"connection refused", "connection closed"}, true, "use errors.Is with mcp.ErrConnectionClosed"},
		{"a part of an SDK wording is not it", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"not found"}, true, callErrorFix[sdkGo]},
		{"OAuth codes are held whole", "github.com/modelcontextprotocol/go-sdk/mcp", goSDKAfter, sdkGo, []string{"invalid"}, true, callErrorFix[sdkGo]},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			w := newWordings(sdkRelease(t, tt.path, tt.src))
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
