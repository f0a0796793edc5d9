package knowledge_test

import (
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// libFunc returns a package-level function name of the package path, with
// no parameters: the tables look functions up by qualified name alone.
func libFunc(path, name string) *types.Func {
	pkg := types.NewPackage(path, "lib")
	return types.NewFunc(0, pkg, name, types.NewSignatureType(nil, nil, nil, nil, nil, false))
}

func TestRetryCalls(t *testing.T) {
	cases := []struct {
		path, name string
		ok         bool
		op         int
		attempts   int
		elapsed    bool
		policy     int
	}{
		{"github.com/cenkalti/backoff/v4", "Retry", true, 0, 0, false, 1},
		{"github.com/cenkalti/backoff/v4", "RetryWithData", true, 0, 0, false, 1},
		{"github.com/cenkalti/backoff", "RetryNotify", true, 0, 0, false, 1},
		{"github.com/cenkalti/backoff/v3", "RetryWithData", false, 0, 0, false, 0}, // v4 only
		{"github.com/cenkalti/backoff/v5", "Retry", true, 1, 0, true, -1},
		{"github.com/avast/retry-go", "Do", true, 0, 10, false, -1},
		{"github.com/avast/retry-go/v4", "DoWithData", true, 0, 10, false, -1},
		{"example.com/vendor/github.com/avast/retry-go/v4", "Do", true, 0, 10, false, -1},
		{"example.com/retry", "Do", false, 0, 0, false, 0}, // a module's own: known by its body, not here
	}
	for _, c := range cases {
		rc, ok := knowledge.RetryCallOf(libFunc(c.path, c.name))
		if ok != c.ok {
			t.Errorf("RetryCallOf(%s.%s) = %v, want %v", c.path, c.name, ok, c.ok)
			continue
		}
		if ok && (rc.Op != c.op || rc.Attempts != c.attempts || (rc.Elapsed > 0) != c.elapsed || rc.Policy != c.policy) {
			t.Errorf("RetryCallOf(%s.%s) = %+v", c.path, c.name, rc)
		}
	}
}

func TestRetryOptions(t *testing.T) {
	cases := []struct {
		path, name   string
		limit        knowledge.Limit
		zeroRunsNone bool
	}{
		{"github.com/avast/retry-go", "Attempts", knowledge.LimitAttempts, true},
		{"github.com/avast/retry-go/v4", "Attempts", knowledge.LimitAttempts, false},
		{"github.com/avast/retry-go/v4", "UntilSucceeded", knowledge.LimitNone, false},
		{"github.com/avast/retry-go/v4", "RetryIf", knowledge.LimitDecided, false},
		{"github.com/cenkalti/backoff/v4", "WithMaxRetries", knowledge.LimitRetries, false},
		{"github.com/cenkalti/backoff/v4", "WithMaxElapsedTime", knowledge.LimitElapsed, false},
		{"github.com/cenkalti/backoff/v5", "WithMaxTries", knowledge.LimitAttempts, false},
		{"github.com/cenkalti/backoff/v3", "WithContext", knowledge.LimitContext, false},
	}
	for _, c := range cases {
		o, ok := knowledge.RetryOptionOf(libFunc(c.path, c.name))
		if !ok || o.Limit != c.limit || o.ZeroRunsNone != c.zeroRunsNone {
			t.Errorf("RetryOptionOf(%s.%s) = %+v, %v", c.path, c.name, o, ok)
		}
	}
	if _, ok := knowledge.RetryOptionOf(libFunc("github.com/cenkalti/backoff/v3", "WithMaxElapsedTime")); ok {
		t.Error("WithMaxElapsedTime is an option of v4 only")
	}
}

func TestBackOffPolicies(t *testing.T) {
	p, ok := knowledge.BackOffConstructorOf(libFunc("github.com/cenkalti/backoff/v4", "NewExponentialBackOff"))
	if !ok || p.Elapsed == 0 || p.Options != 0 || p.ElapsedField != "MaxElapsedTime" {
		t.Errorf("v4 NewExponentialBackOff = %+v, %v", p, ok)
	}
	p, ok = knowledge.BackOffConstructorOf(libFunc("github.com/cenkalti/backoff/v3", "NewExponentialBackOff"))
	if !ok || p.Options != -1 {
		t.Errorf("v3 NewExponentialBackOff = %+v, %v", p, ok)
	}
	if p, ok := knowledge.BackOffConstructorOf(libFunc("github.com/cenkalti/backoff/v4", "NewConstantBackOff")); !ok || p.Elapsed != 0 {
		t.Errorf("NewConstantBackOff = %+v, %v: it never stops", p, ok)
	}
	stop := types.NewTypeName(0, types.NewPackage("github.com/cenkalti/backoff/v4", "backoff"), "StopBackOff", nil)
	if p, ok := knowledge.BackOffTypeOf(stop); !ok || !p.Stops {
		t.Errorf("StopBackOff = %+v, %v", p, ok)
	}
}

func TestRetryStoppers(t *testing.T) {
	for _, f := range []*types.Func{
		libFunc("github.com/cenkalti/backoff/v4", "Permanent"),
		libFunc("github.com/cenkalti/backoff/v5", "Permanent"),
		libFunc("github.com/avast/retry-go/v4", "Unrecoverable"),
	} {
		if !knowledge.IsRetryStopper(f) {
			t.Errorf("%s is a stopper", f.FullName())
		}
	}
	if knowledge.IsRetryStopper(libFunc("github.com/avast/retry-go/v4", "Permanent")) {
		t.Error("retry-go has no Permanent")
	}
}

func TestPermanentCodes(t *testing.T) {
	for name, code := range map[string]int64{"ErrInvalidParams": -32602, "ErrMethodNotFound": -32601} {
		f, ok := knowledge.ServerCodeSentinel("github.com/mark3labs/mcp-go/mcp", name)
		if !ok || f.Code != code {
			t.Errorf("%s = %+v, %v", name, f, ok)
		}
		if _, permanent := knowledge.PermanentCodes[code]; !permanent {
			t.Errorf("%d is permanent", code)
		}
	}
	if _, permanent := knowledge.PermanentCodes[-32603]; permanent {
		t.Error("an internal error is not permanent")
	}
}
