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
}

// resultConstructors is mcp-go's table (mcp/utils.go, v0.x and v1.x).
var resultConstructors = map[string]ResultConstructor{
	"NewToolResultText":           {Text: true, TextArg: 0},
	"NewToolResultJSON":           {Text: true, Structured: true, TextArg: -1},
	"NewToolResultStructured":     {Text: true, Structured: true, TextArg: 1},
	"NewToolResultStructuredOnly": {Text: true, Structured: true, TextArg: -1},
	"NewToolResultImage":          {Text: true, TextArg: 0},
	"NewToolResultAudio":          {Text: true, TextArg: 0},
	"NewToolResultResource":       {Text: true, TextArg: 0},
	"NewToolResultError":          {Text: true, IsError: true, TextArg: 0},
	"NewToolResultErrorf":         {Text: true, IsError: true, TextArg: -1},
	"NewToolResultErrorFromErr":   {Text: true, IsError: true, TextArg: -1},
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
