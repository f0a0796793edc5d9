package knowledge

import (
	"go/types"
	"strings"
)

// Replies to actions, known by the protocol that carries them rather than
// by what anyone called the call: the reply of a request that changes
// something (a create, an update, a breakpoint set) acknowledges the
// change, and a reply without the entity means the change failed, not that
// an answer is empty.

// IsMutationDocument reports whether doc is a GraphQL document whose first
// operation is a mutation: its first token, past ignored tokens (white
// space, commas, a byte order mark and # comments), is the keyword
// mutation (GraphQL spec, "Document" and "OperationType"; a document
// opening with query, subscription, fragment or the { shorthand asks).
func IsMutationDocument(doc string) bool {
	doc = strings.TrimPrefix(doc, "\ufeff")
	for {
		doc = strings.TrimLeft(doc, " \t\r\n,")
		if !strings.HasPrefix(doc, "#") {
			break
		}
		end := strings.IndexAny(doc, "\r\n")
		if end < 0 {
			return false
		}
		doc = doc[end:]
	}
	rest, ok := strings.CutPrefix(doc, "mutation")
	if !ok {
		return false
	}
	// A keyword ends where a name character would go on (mutationFoo is a
	// name, not the keyword).
	return rest == "" || !isNameChar(rest[0])
}

func isNameChar(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// dapPath is the Go implementation of the Debug Adapter Protocol's
// messages (github.com/google/go-dap).
const dapPath = "github.com/google/go-dap"

// dapActionResponses are the go-dap response types of the protocol's
// requests that change the debug session or the debuggee (DAP
// specification, "Requests": launch, attach, the set*Breakpoints family,
// execution control, setVariable, setExpression, writeMemory…); the
// others (stackTrace, threads, variables, evaluate, source…) ask.
var dapActionResponses = map[string]bool{
	"CancelResponse": true, "RunInTerminalResponse": true, "StartDebuggingResponse": true,
	"InitializeResponse": true, "ConfigurationDoneResponse": true, "LaunchResponse": true,
	"AttachResponse": true, "RestartResponse": true, "DisconnectResponse": true, "TerminateResponse": true,
	"SetBreakpointsResponse": true, "SetFunctionBreakpointsResponse": true,
	"SetExceptionBreakpointsResponse": true, "SetDataBreakpointsResponse": true,
	"SetInstructionBreakpointsResponse": true, "ContinueResponse": true, "NextResponse": true,
	"StepInResponse": true, "StepOutResponse": true, "StepBackResponse": true,
	"ReverseContinueResponse": true, "RestartFrameResponse": true, "GotoResponse": true,
	"PauseResponse": true, "SetVariableResponse": true, "TerminateThreadsResponse": true,
	"SetExpressionResponse": true, "WriteMemoryResponse": true,
}

// IsActionReply reports whether t (or what it points to) is the reply of
// a protocol request that acts: a go-dap response to a DAP request that
// changes the session (SetBreakpointsResponse, ContinueResponse…).
func IsActionReply(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return false
	}
	return TrimVendor(named.Obj().Pkg().Path()) == dapPath && dapActionResponses[named.Obj().Name()]
}
