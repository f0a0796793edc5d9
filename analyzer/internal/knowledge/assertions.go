package knowledge

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Fatal test assertions: a failed one ends the test, so a read after it is
// guarded by what it asserted. testify's assert is not fatal (the test goes
// on and the read panics), so it is not listed.
const (
	requirePackage = "github.com/stretchr/testify/require"
	gomegaPackage  = "github.com/onsi/gomega"
)

// gomegaSubjectFuncs take the value a gomega assertion is about
// (Expect(x).To(…)); gomegaVerbs end the assertion, failing the test (t.Fatal
// under gomega.NewWithT, a panic under ginkgo) when the matcher fails.
var (
	gomegaSubjectFuncs = map[string]bool{"Expect": true, "Ω": true, "ExpectWithOffset": true}
	gomegaVerbs        = map[string]bool{"To": true, "NotTo": true, "ToNot": true, "Should": true, "ShouldNot": true}
)

// FatalAssertionSubjects returns the values a fatal test assertion call is
// about: the arguments of testify's require.X(t, …) (or of a method of its
// Assertions), or x of gomega's Expect(x).To(…) and its variants.
func FatalAssertionSubjects(info *types.Info, call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	switch TrimVendor(fn.Pkg().Path()) {
	case requirePackage:
		return call.Args
	case gomegaPackage, gomegaPackage + "/types", gomegaPackage + "/internal":
		if !gomegaVerbs[fn.Name()] {
			return nil
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		subject, ok := ast.Unparen(sel.X).(*ast.CallExpr)
		if !ok {
			return nil
		}
		if sf, _ := typeutil.Callee(info, subject).(*types.Func); sf != nil && gomegaSubjectFuncs[sf.Name()] {
			return subject.Args
		}
	}
	return nil
}
