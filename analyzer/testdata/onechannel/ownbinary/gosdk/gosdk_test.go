package gosdk

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"testing"

	"example.com/fixtures/onechannel/ownbinary/selfserver"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type vulns struct{ Findings []string }

// gopls' shape: the test binary, re-executed, is the server; the
// structured content of its own tool is read with no IsError check.
func TestOwnBinary(t *testing.T) {
	ctx := context.Background()
	cmd := exec.Command(os.Args[0], "mcp")
	cmd.Env = append(os.Environ(), "ENTRYPOINT=main")
	client := mcp.NewClient(&mcp.Implementation{Name: "client", Version: "v0.0.1"}, nil)
	session, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer session.Close()
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "vulncheck"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var out vulns
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
}

// os.Executable, a transport in a variable, and a subtest's closure.
func TestOwnExecutable(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Run("count", func(t *testing.T) {
		ctx := context.Background()
		tr := &mcp.CommandTransport{Command: exec.CommandContext(ctx, exe, "serve")}
		session, err := mcp.NewClient(&mcp.Implementation{Name: "c"}, nil).Connect(ctx, tr, nil)
		if err != nil {
			t.Fatal(err)
		}
		res, _ := session.CallTool(ctx, &mcp.CallToolParams{Name: "count"})
		_ = res.StructuredContent.(map[string]any)["count"]
	})
}

// A helper of the test file starts the server (two deep: the session from
// startSelf, the command from selfCommand).
func selfCommand() *exec.Cmd { return exec.Command(os.Args[0], "serve") }

func startSelf(t *testing.T) *mcp.ClientSession {
	t.Helper()
	s, err := mcp.NewClient(&mcp.Implementation{Name: "c"}, nil).Connect(context.Background(), &mcp.CommandTransport{Command: selfCommand()}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestThroughHelper(t *testing.T) {
	session := startSelf(t)
	res, err := session.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	if err != nil {
		t.Fatal(err)
	}
	_ = res.StructuredContent.(map[string]any)["count"]
}

// A helper of another package (by fact; three deep: Connect, command,
// Path).
func TestThroughOtherPackage(t *testing.T) {
	ctx := context.Background()
	session, err := selfserver.Connect(ctx, "serve")
	if err != nil {
		t.Fatal(err)
	}
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "count"})
	if err != nil {
		t.Fatal(err)
	}
	_ = res.StructuredContent.(map[string]any)["count"]
}

// Look-alikes: the server is another program, whose refusals the test
// must tell from answers.

func TestExternalServer(t *testing.T) {
	ctx := context.Background()
	cmd := exec.Command("npx", "-y", "@modelcontextprotocol/server-everything")
	session, err := mcp.NewClient(&mcp.Implementation{Name: "c"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "echo"})
	if err != nil {
		t.Fatal(err)
	}
	_ = res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}

func TestExternalThroughOtherPackage(t *testing.T) {
	ctx := context.Background()
	session, err := selfserver.External(ctx)
	if err != nil {
		t.Fatal(err)
	}
	res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "echo"})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	_ = b
}

// A program named by the test's own arguments is not the test binary.
func TestProgramFromArguments(t *testing.T) {
	ctx := context.Background()
	cmd := exec.Command(os.Args[1], "serve")
	session, err := mcp.NewClient(&mcp.Implementation{Name: "c"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, _ := session.CallTool(ctx, &mcp.CallToolParams{Name: "echo"})
	_ = res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// The session given to the test's helpers: one reads the results itself
// (every call gives it the own binary's session), one hands the result
// back (a client wrapper given the own binary's session).
func countOf(t *testing.T, s *mcp.ClientSession) any {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	if err != nil {
		t.Fatal(err)
	}
	return res.StructuredContent.(map[string]any)["count"]
}

func callTool(t *testing.T, s *mcp.ClientSession, name string) *mcp.CallToolResult {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestSessionGivenToHelpers(t *testing.T) {
	s := startSelf(t)
	_ = countOf(t, s)
	res := callTool(t, s, "count")
	_ = res.StructuredContent.(map[string]any)["count"]
}

// Look-alikes: a helper some call gives another program's session reads
// received results, and a wrapper given one returns them.
func echoOf(t *testing.T, s *mcp.ClientSession) any {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "echo"})
	if err != nil {
		t.Fatal(err)
	}
	return res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}

func externalSession(t *testing.T) *mcp.ClientSession {
	t.Helper()
	s, err := selfserver.External(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSessionsOfBoth(t *testing.T) {
	_ = echoOf(t, startSelf(t))
	_ = echoOf(t, externalSession(t))
	res := callTool(t, externalSession(t), "echo")
	_ = res.StructuredContent.(map[string]any)["echo"] // want `StructuredContent read without checking IsError`
}
