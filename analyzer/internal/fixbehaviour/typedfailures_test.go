package fixbehaviour_test

import (
	"reflect"
	"testing"
)

// typedFailureForms are the go-sdk typed handlers that answer a failure
// with an error result beside a struct Out (outputschema's fix).
var typedFailureForms = map[string]bool{
	"TypedFailureLiteral": true, "TypedFailureHelper": true, "TypedFailurePointer": true, "TypedFailureError": true,
}

// checkTypedFailure: on a refusal, before the fix the client reads the
// error text, isError and the zero Out as structured content; after it,
// the same texts and isError and no structured content. A success is the
// same before and after: Out as structured content, its JSON as the text.
func checkTypedFailure(t *testing.T, key string, b, a outcome) {
	t.Helper()
	switch b.Mode {
	case "refusal":
		if !b.IsError || len(b.Texts) != 1 || len(b.Structured) == 0 {
			t.Errorf("%s: before the fix, want one text, isError and the fabricated structured content, got %s", key, show(b))
		}
		if !reflect.DeepEqual(b.Texts, a.Texts) || !a.IsError {
			t.Errorf("%s: the fix changed the failure's text or isError: before %s, after %s", key, show(b), show(a))
		}
		if len(a.Structured) != 0 {
			t.Errorf("%s: after the fix, the failure still carries structured content %s", key, a.Structured)
		}
	case "success":
		if !reflect.DeepEqual(b.Texts, a.Texts) || b.IsError != a.IsError || !sameJSON(a.Structured, string(b.Structured)) || len(b.Structured) == 0 {
			t.Errorf("%s: the fix changed a success: before %s, after %s", key, show(b), show(a))
		}
	default:
		t.Errorf("%s: a mode the test does not know", key)
	}
}
