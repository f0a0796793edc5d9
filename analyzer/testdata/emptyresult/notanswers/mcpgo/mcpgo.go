// Package mcpgo: values a handler answers with that are no empty
// collection — configuration read from the context, a reply's list of one
// entry per request taken apart at its first element, one element of a
// list (silent since issue 28) — beside the look-alikes that are.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type Config struct{ URL string }

type configKey struct{}

func ConfigFromContext(ctx context.Context) Config {
	c, _ := ctx.Value(configKey{}).(Config)
	return c
}

// Silent: the base URL is configuration the request carries, though the
// link answered is built from it.
func deeplink(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	base := ConfigFromContext(ctx).URL
	if base == "" {
		return mcp.NewToolResultError("grafana url not configured"), nil
	}
	return mcp.NewToolResultText(base + "/d/" + req.GetString("uid", "")), nil
}

type Hit struct{ ID string }

type SearchReply struct {
	Responses []struct{ Hits []Hit }
}

func msearch(ctx context.Context, q string) (SearchReply, error) { return SearchReply{}, nil }

// Silent: a reply with no entry at all is malformed; an empty answer is
// an entry with no hits.
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reply, err := msearch(ctx, req.GetString("q", ""))
	if err != nil {
		return nil, err
	}
	if len(reply.Responses) == 0 {
		return nil, errors.New("no responses returned from _msearch")
	}
	first := &reply.Responses[0]
	return mcp.NewToolResultJSON(first.Hits)
}

type User struct{ Name string }

func findUsers(ctx context.Context, name string) ([]User, error) { return nil, nil }

// Silent since issue 28: the first user found is one element taken from
// the list, answered whole (reported before the spec change).
func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	users, err := findUsers(ctx, req.GetString("name", ""))
	if err != nil {
		return nil, err
	}
	if len(users) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return nil, fmt.Errorf("user %q not found", req.GetString("name", ""))
	}
	return mcp.NewToolResultJSON(users[0])
}

// Reported: a value the handler fetched with the context is data, not
// configuration (the fetch may fail).
func listTeams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams, err := teamsOf(ctx)
	if err != nil {
		return nil, err
	}
	if len(teams) == 0 { // want "empty answer returned as a tool error"
		return mcp.NewToolResultError("no teams"), nil
	}
	return mcp.NewToolResultJSON(teams)
}

func teamsOf(ctx context.Context) ([]string, error) { return nil, nil }

type Package struct {
	Path  string
	Files []string
}

type Reference struct {
	Location Location
	PkgPath  string
}

func packagesOf(ctx context.Context, file string) ([]Package, error) { return nil, nil }

func importsOf(ctx context.Context, file string) ([]string, error) { return nil, nil }

type Location struct{ Line, Col int }

func locate(file, imp string) Location { return Location{} }

// Silent since issue 28 (a known limit before): the package containing the
// file is the query's subject, picked by index (pkgs[0]); its path labels
// references found in other files (gopls' packageReferences). One element
// taken from the list is not the list.
func references(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pkgs, err := packagesOf(ctx, req.GetString("file", ""))
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return mcp.NewToolResultError("no package contains the file"), nil
	}
	pkg := pkgs[0]
	var refs []Reference
	for _, f := range pkg.Files {
		imps, _ := importsOf(ctx, f)
		for _, imp := range imps {
			refs = append(refs, Reference{Location: locate(f, imp), PkgPath: pkg.Path})
		}
	}
	return mcp.NewToolResultJSON(refs)
}

// Silent since issue 28: the answer is the fields of the one package found
// (pkgs[0]), one element taken from the list.
func packageInfo(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pkgs, err := packagesOf(ctx, req.GetString("file", ""))
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return mcp.NewToolResultError("no package contains the file"), nil
	}
	pkg := pkgs[0]
	return mcp.NewToolResultJSON(Reference{Location: Location{Line: len(pkg.Files)}, PkgPath: pkg.Path})
}
