package gosdk

// A message compared with a code-shaped literal is a slip for the code.

func codeSlip(e *toolError) bool {
	if e.Message == "not_found" { // want `branching on the error message; its wording is not a contract: branch on Code`
		return true
	}
	switch e.Message { // want `branching on the error message`
	case "RATE_LIMITED", "QUOTA_EXCEEDED":
		return true
	}
	return false
}

// Prose literals are not codes: no fix.
func proseNoFix(e *toolError) bool {
	return e != nil && e.Message == "not found" || func() bool { // want `branching on the error message`
		if "not found" == e.Message { // want `branching on the error message`
			return true
		}
		return false
	}()
}
