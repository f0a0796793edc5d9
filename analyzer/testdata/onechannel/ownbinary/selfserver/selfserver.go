// Package selfserver starts the running program's own binary again as an
// MCP server over stdio, for the tests of other packages: the path, the
// command and the session, each from its own function (three deep).
package selfserver

import (
	"context"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Path is the running executable's path, os.Args[0] when it cannot be
// had.
func Path() string {
	exe, err := os.Executable()
	if err != nil {
		return os.Args[0]
	}
	return exe
}

func command(args ...string) *exec.Cmd {
	cmd := exec.Command(Path(), args...)
	cmd.Env = append(os.Environ(), "ENTRYPOINT=serverMain")
	return cmd
}

// Connect returns a go-sdk session whose server is the program itself.
func Connect(ctx context.Context, args ...string) (*mcp.ClientSession, error) {
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0.0.1"}, nil)
	return c.Connect(ctx, &mcp.CommandTransport{Command: command(args...)}, nil)
}

// Client returns an mcp-go client whose server is the program itself.
func Client(args ...string) (*client.Client, error) {
	tr := transport.NewStdio(Path(), nil, args...)
	return client.NewClient(tr), nil
}

// Look-alikes: the server is another program.

// External returns a go-sdk session whose server is an npm package.
func External(ctx context.Context) (*mcp.ClientSession, error) {
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0.0.1"}, nil)
	cmd := exec.Command("npx", "-y", "@modelcontextprotocol/server-everything")
	return c.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
}

// Argument runs the program named by the first argument: not the
// program itself.
func Argument() (*client.Client, error) {
	return client.NewStdioMCPClient(os.Args[1], nil)
}
