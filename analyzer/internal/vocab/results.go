package vocab

import "go/types"

// ResultConstructor says what one of an SDK's result constructors puts in
// the result it returns. Only mcp-go has constructors; the go-sdk's results
// are composite literals.
type ResultConstructor struct {
	// Text is set when the result has content blocks (a text block, and for
	// some constructors an image, audio or resource block beside it).
	Text bool
	// Structured is set when StructuredContent is set.
	Structured bool
	// IsError is set when IsError is true.
	IsError bool
	// TextArg is the index of the parameter that becomes the text of the
	// first text block, or -1 when the constructor writes the text itself
	// (NewToolResultJSON and NewToolResultStructuredOnly marshal it) or
	// formats it (NewToolResultErrorf).
	TextArg int
	// PayloadArg is the index of the parameter that becomes
	// StructuredContent, or -1.
	PayloadArg int
	// OtherBlock is set when a block other than the text one sits beside
	// it (an image, audio or embedded resource).
	OtherBlock bool
}

// resultConstructors is mcp-go's table (mcp/utils.go, v0.x and v1.x).
var resultConstructors = map[string]ResultConstructor{
	"NewToolResultText":           {Text: true, TextArg: 0, PayloadArg: -1},
	"NewToolResultJSON":           {Text: true, Structured: true, TextArg: -1, PayloadArg: 0},
	"NewToolResultStructured":     {Text: true, Structured: true, TextArg: 1, PayloadArg: 0},
	"NewToolResultStructuredOnly": {Text: true, Structured: true, TextArg: -1, PayloadArg: 0},
	"NewToolResultImage":          {Text: true, TextArg: 0, PayloadArg: -1, OtherBlock: true},
	"NewToolResultAudio":          {Text: true, TextArg: 0, PayloadArg: -1, OtherBlock: true},
	"NewToolResultResource":       {Text: true, TextArg: 0, PayloadArg: -1, OtherBlock: true},
	"NewToolResultError":          {Text: true, IsError: true, TextArg: 0, PayloadArg: -1},
	"NewToolResultErrorf":         {Text: true, IsError: true, TextArg: -1, PayloadArg: -1},
	"NewToolResultErrorFromErr":   {Text: true, IsError: true, TextArg: -1, PayloadArg: -1},
}

// ResultConstructorOf returns what fn, when it is an SDK result
// constructor (mcp.NewToolResultText, …), puts in its result.
func (v *Vocabulary) ResultConstructorOf(fn *types.Func) (ResultConstructor, bool) {
	if fn == nil {
		return ResultConstructor{}, false
	}
	fn = fn.Origin() // NewToolResultJSON[T]
	c, ok := resultConstructors[fn.Name()]
	if !ok || !v.IsSDKFunc(fn, fn.Name()) {
		return ResultConstructor{}, false
	}
	return c, true
}

// SetsError reports whether fn is go-sdk's (*CallToolResult).SetError,
// which sets IsError, puts the error's text in Content when it is empty,
// and leaves StructuredContent as it was.
func (v *Vocabulary) SetsError(fn *types.Func) bool {
	if fn == nil || fn.Name() != "SetError" || fn.Pkg() == nil || !v.IsSDKPath(fn.Pkg().Path()) {
		return false
	}
	recv := fn.Type().(*types.Signature).Recv()
	return recv != nil && v.IsResultType(recv.Type())
}
