// Package gosdk is a client of go-sdk, whose blocks are always pointers:
// its pointer assertions are right, and a value assertion does not compile.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func text(ctx context.Context, s *mcp.ClientSession) string {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "t"})
	if err != nil || res.IsError {
		return ""
	}
	for _, block := range res.Content {
		switch b := block.(type) {
		case *mcp.TextContent:
			return b.Text
		case *mcp.ImageContent:
			return b.MIMEType
		}
	}
	return res.Content[0].(*mcp.TextContent).Text
}
