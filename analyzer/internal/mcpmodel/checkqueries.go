package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Queries on the model's vocabulary and API tables for the checks that
// keep a facet of their own (emptyresult's handler data): each answers
// from the one table or matcher the model itself reads.

// IsSDKFunc reports whether obj is the SDK package-level function name.
func (m *Model) IsSDKFunc(obj types.Object, name string) bool { return m.vocab.isSDKFunc(obj, name) }

// IsSDKPackage reports whether path is an MCP SDK package (or the package
// of a configured result type).
func (m *Model) IsSDKPackage(path string) bool { return m.vocab.isSDKPath(path) }

// IsNonNilError reports whether e, returned as an error, is visibly
// non-nil: a call, a composite literal, &T{…} or a package-level sentinel.
func (m *Model) IsNonNilError(e ast.Expr) bool { return m.isNonNilError(e) }

// IsJSONMarshal reports whether fn is a JSON marshal function.
func IsJSONMarshal(fn *types.Func) bool { return isMarshal(fn) }

// IsTextReader reports whether fn wraps a text or bytes in a reader.
func IsTextReader(fn *types.Func) bool { return isTextReader(fn) }

// IsArgumentsGetter reports whether name is a request method that returns
// all of a tool call's arguments (GetArguments).
func IsArgumentsGetter(name string) bool { return isArgumentsGetter(name) }

// NamesArgumentParser reports whether a helper's name says it turns a
// whole request into arguments (parseArgs, bindParams).
func NamesArgumentParser(name string) bool { return namesArgumentParser(name) }

// StartsWithMutatingVerb reports whether a call's name starts with a verb
// that changes something (DeleteServer, Save).
func StartsWithMutatingVerb(name string) bool { return startsWithMutatingVerb(name) }

// IsObservabilityPackage reports whether path is a logging, tracing or
// metrics library.
func IsObservabilityPackage(path string) bool { return isObservabilityPackage(path) }

// IsStandardLibrary reports whether path is a standard-library package.
func IsStandardLibrary(path string) bool { return isStandardLibrary(path) }

// IsStdlibMutator reports whether pkgPath.name is a standard-library call
// that changes the world (os.Remove).
func IsStdlibMutator(pkgPath, name string) bool { return stdlibMutators[pkgPath+"."+name] }

// IsPackageVar reports whether obj is a package-level variable.
func IsPackageVar(obj types.Object) bool { return isPackageVar(obj) }

// IsStringsTransform reports whether call returns its first argument
// reshaped by the strings package (TrimSpace, ToLower…).
func IsStringsTransform(info *types.Info, call *ast.CallExpr) bool {
	return isStringsTransform(info, call)
}

func isStringsTransform(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(call.Args) == 0 {
		return false
	}
	switch fn.Name() {
	case "TrimSpace", "Trim", "TrimPrefix", "TrimSuffix", "ToLower", "ToUpper":
		return true
	}
	return false
}
