// Package mcpgo reads mcp-go results that refusal filters handed on, and
// decodes texts that helpers handed on unread.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/mark3labs/mcp-go/mcp"
)

type hit struct {
	ID string `json:"id"`
}

// Silent: the filter returns no refusal.
func viaFilter(ctx context.Context, s *refusalfilters.Session) []hit {
	res, err := s.Invoke(ctx, "search", nil)
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(res.RawStructuredContent, &hits)
	return hits
}

// Silent: two deep.
func viaTwoDeep(ctx context.Context, s *refusalfilters.Session) []hit {
	res, err := s.Search(ctx, "go")
	if err != nil {
		return nil
	}
	var hits []hit
	if err := json.Unmarshal(res.RawStructuredContent, &hits); err != nil {
		return nil
	}
	return hits
}

// Silent: three deep.
func viaThreeDeep(ctx context.Context, s *refusalfilters.Session) map[string]any {
	res, err := s.SearchAll(ctx)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// search is this package's own filter over the other package's, two
// levels down.
func search(ctx context.Context, s *refusalfilters.Session, q string) (*mcp.CallToolResult, error) {
	return s.Search(ctx, q)
}

// Silent: through the package's own filter.
func viaOwnFilter(ctx context.Context, s *refusalfilters.Session) []hit {
	res, err := search(ctx, s, "go")
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(res.RawStructuredContent, &hits)
	return hits
}

// Silent: the text of a filtered result.
func filteredText(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	res, err := s.Invoke(ctx, "search", nil)
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &hits)
	return hits, err
}

// Reported: the wrapper only logs a refusal.
func viaLogged(ctx context.Context, s *refusalfilters.Session) []hit {
	res, err := s.InvokeLogged(ctx, "search")
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(res.RawStructuredContent, &hits) // want `RawStructuredContent read without checking IsError`
	return hits
}

// Reported: the wrapper checks another result.
func viaOther(ctx context.Context, s *refusalfilters.Session) []hit {
	res, err := s.InvokeOther(ctx, "search")
	if err != nil {
		return nil
	}
	var hits []hit
	_ = json.Unmarshal(res.RawStructuredContent, &hits) // want `RawStructuredContent read without checking IsError`
	return hits
}

// Reported: the wrapper returns the result before checking it.
func viaEarly(ctx context.Context, s *refusalfilters.Session) map[string]any {
	res, err := s.InvokeEarly(ctx, "search", true)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent: Query hands on the joined text unread (a refusal's message
// printed as the answer when the decode fails), which is reported once,
// at Query, in its own package.
func show(ctx context.Context, s *refusalfilters.Session) {
	text, err := s.Query(ctx, "search")
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	var hits []hit
	if err := json.Unmarshal([]byte(text), &hits); err != nil {
		fmt.Println(text)
		return
	}
	fmt.Println(len(hits), "hits")
}

// Silent here: two deep (QueryAgain, Query); reported at Query.
func showTwoDeep(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	text, err := s.QueryAgain(ctx, "search")
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(text), &hits)
	return hits, err
}

// query hands on what QueryAgain gave (the package's own unread helper).
func query(ctx context.Context, s *refusalfilters.Session) (string, error) {
	text, err := s.QueryAgain(ctx, "search")
	return text, err
}

// Silent here: three deep (query, QueryAgain, Query); reported at Query.
func showThreeDeep(ctx context.Context, s *refusalfilters.Session) []hit {
	text, err := query(ctx, s)
	if err != nil {
		return nil
	}
	var hits []hit
	if json.Unmarshal([]byte(text), &hits) != nil {
		return []hit{{ID: text}}
	}
	return hits
}

// Silent: the wrapper checks IsError and returns an error.
func showChecked(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	text, err := s.QueryChecked(ctx, "search")
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(text), &hits)
	return hits, err
}

// Silent: the filter's text.
func showFiltered(ctx context.Context, s *refusalfilters.Session) ([]hit, error) {
	text, err := s.InvokeText(ctx, "search")
	if err != nil {
		return nil, err
	}
	var hits []hit
	err = json.Unmarshal([]byte(text), &hits)
	return hits, err
}
