package mcpmodel_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

const errObjectSrc = `package p

type ToolError struct {
	Code    string ` + "`json:\"code\"`" + `
	Message string ` + "`json:\"message\"`" + `
}

type Categorised struct {
	ErrorCategory string
	IsRetryable   bool
	Msg           string
}

type Tagged struct {
	Reason string ` + "`json:\"code\"`" + `
	Text   string ` + "`json:\"message\"`" + `
}

type ErrorDetail struct {
	Type    string
	Message string
}

type Notice struct {
	Type    string
	Message string
}

type ErrorEvent struct {
	Type  string
	Error string
}

type ErrorReply struct {
	Code  string
	Error string
}

type NoCode struct{ Message string }

type GoError struct {
	Code    int
	Message string
}

func (e *GoError) Error() string { return e.Message }

type Envelope struct {
	Result []int     ` + "`json:\"result\"`" + `
	Error  *ToolError ` + "`json:\"error\"`" + `
}

type NotEnvelope struct {
	Result []int
	Error  string
}

type Alias = ToolError

type Unexported struct {
	code    string
	message string
}

type Skipped struct {
	Code    string ` + "`json:\"-\"`" + `
	Message string
}
`

func typeCheck(t *testing.T, src string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

func TestErrorObjectFields(t *testing.T) {
	pkg := typeCheck(t, errObjectSrc)
	tests := []struct {
		name          string
		pointer       bool
		atErrorKey    bool   // held at an envelope's error key
		message, code string // "" when not an error object
	}{
		{name: "ToolError", message: "Message", code: "Code"},
		{name: "ToolError", pointer: true, message: "Message", code: "Code"},
		{name: "Alias", message: "Message", code: "Code"},
		{name: "Categorised", message: "Msg", code: "ErrorCategory"},
		{name: "Tagged", message: "Text", code: "Reason"},
		{name: "ErrorDetail"},
		{name: "ErrorDetail", atErrorKey: true, message: "Message", code: "Type"},
		{name: "Notice"},
		{name: "Notice", atErrorKey: true, message: "Message", code: "Type"},
		{name: "ErrorEvent", atErrorKey: true},
		{name: "Unexported"},
		{name: "Skipped"},
		{name: "ErrorReply", message: "Error", code: "Code"},
		{name: "NoCode"},
		{name: "GoError"},
		{name: "GoError", atErrorKey: true, message: "Message", code: "Code"},
		{name: "Envelope"},
	}
	for _, tt := range tests {
		typ := pkg.Scope().Lookup(tt.name).Type()
		if tt.pointer {
			typ = types.NewPointer(typ)
		}
		obj, ok := mcpmodel.ErrorObjectFieldsAt(typ, tt.atErrorKey)
		if ok != (tt.message != "") || !tt.atErrorKey && mcpmodel.IsErrorObjectType(typ) != ok {
			t.Errorf("%s: error object = %v, want %v", tt.name, ok, tt.message != "")
			continue
		}
		if ok && (obj.Message.Name() != tt.message || obj.Code.Name() != tt.code) {
			t.Errorf("%s: fields = %s, %s; want %s, %s", tt.name, obj.Message.Name(), obj.Code.Name(), tt.message, tt.code)
		}
	}
}

func TestKeys(t *testing.T) {
	for key, want := range map[string]bool{"message": true, "Message": true, "msg": true, "error_message": false, "ErrMsg": false, "text": false, "code": false} {
		if got := mcpmodel.IsMessageKey(key); got != want {
			t.Errorf("IsMessageKey(%q) = %v", key, got)
		}
	}
	for key, want := range map[string]bool{"code": true, "ErrorCode": true, "errorCategory": true, "category": true, "error_code": false, "ErrCode": false, "type": false, "message": false} {
		if got := mcpmodel.IsCodeKey(key); got != want {
			t.Errorf("IsCodeKey(%q) = %v", key, got)
		}
	}
}
