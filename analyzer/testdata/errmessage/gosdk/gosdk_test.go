package gosdk

import (
	"strings"
	"testing"
)

// Test assertions compare the message against the expected one: fine.
func TestRefusal(t *testing.T) {
	env := envelope{Error: &toolError{Code: "invalid_input", Message: "bad window"}}
	if got, want := env.Error.Message, "bad window"; got != want {
		t.Errorf("message = %q, want %q", got, want)
	}
	if !strings.Contains(env.Error.Message, "window") {
		t.Fatalf("message %q does not mention the window", env.Error.Message)
	}
}
