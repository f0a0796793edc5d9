package factories

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestFetchWithoutFetcher(t *testing.T) {
	handler := fetchHandler(nil)
	res, _, err := handler(context.Background(), &mcp.CallToolRequest{}, args{URL: "x"})
	if err != nil || !res.IsError {
		t.Fatalf("want an error result, got %v, %v", res, err)
	}
}

func TestFetchOffline(t *testing.T) {
	res, _, _ := fetchHandler(offline{})(context.Background(), &mcp.CallToolRequest{}, args{})
	if !res.IsError {
		t.Fatal("want an error result")
	}
}
