// Package gosdk tests the payload a generic client wrapper of another
// package decoded: it is the answer's data.
package gosdk

import (
	"context"
	"errors"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct {
	Name string `json:"name"`
}

func listItems(ctx context.Context, cs *mcp.ClientSession) ([]item, error) {
	items, err := clientwrappers.CallAs[[]item](ctx, cs, "list")
	if err != nil {
		return nil, err
	}
	if len(items) == 0 { // want `empty tool result treated as an error`
		return nil, errors.New("no items")
	}
	return items, nil
}

// Silent: an empty answer is returned as a success.
func listItemsEmptyOK(ctx context.Context, cs *mcp.ClientSession) ([]item, error) {
	items, err := clientwrappers.CallAs[[]item](ctx, cs, "list")
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, nil
	}
	return items, nil
}

// Silent: names is the caller's own list, not the answer.
func namesRequired(names []string) error {
	if len(names) == 0 {
		return errors.New("no names")
	}
	return nil
}
