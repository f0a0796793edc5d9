package knowledge

import (
	"go/types"
	"time"
)

// Retry libraries: functions that call an operation again until it
// succeeds or a policy stops them, the options and policies that bound
// them, and the errors that stop them at once, by qualified name (package
// path and name). What bounds each call is read from the library's source,
// release by release:
//
//   - github.com/cenkalti/backoff (v2.2.1), /v3 (v3.2.2), /v4 (v4.3.0):
//     retry.go's Retry(o, b) (and RetryNotify…, v4's RetryWithData…) loops
//     until o returns nil, a *PermanentError, or b.NextBackOff() returns
//     Stop. exponential.go: NewExponentialBackOff() stops after
//     MaxElapsedTime, DefaultMaxElapsedTime = 15 * time.Minute, and a
//     MaxElapsedTime of 0 never stops (NextBackOff checks
//     `b.MaxElapsedTime != 0`), so an ExponentialBackOff literal without
//     the field never stops; v4's WithMaxElapsedTime(d) option sets it.
//     backoff.go: ConstantBackOff and ZeroBackOff never stop, StopBackOff
//     always does. tries.go: WithMaxRetries(b, n) stops after n retries.
//     context.go: WithContext(b, ctx) stops when ctx is done.
//   - github.com/cenkalti/backoff/v5 (v5.0.3): retry.go's Retry(ctx, op,
//     opts...) stops when ctx is done, after WithMaxTries(n) attempts
//     (`MaxTries > 0`: 0 is no limit), or after WithMaxElapsedTime(d),
//     whose default is DefaultMaxElapsedTime = 15 * time.Minute (`> 0`: 0
//     is no limit). Permanent (error.go) stops it.
//   - github.com/avast/retry-go (v2.4.3, v3.0.0): retry.go's Do(fn,
//     opts...) makes `attempts` attempts, default 10 (DefaultAttempts), and
//     Attempts(0) makes none (`for n < config.attempts`). v3's Context(ctx)
//     stops it when ctx is done. Unrecoverable(err) stops it; RetryIf(f)
//     lets f decide.
//   - github.com/avast/retry-go/v4 (v4.0.0 to v4.7.0): Do and DoWithData
//     make 10 attempts by default (newDefaultRetryConfig); Attempts(0) and
//     UntilSucceeded() retry until fn succeeds (`if config.attempts == 0`,
//     "infinity retry", v4.0.0's breaking change). Context, Unrecoverable
//     and RetryIf as in v3.

// A RetryCall is a library function that runs an operation again until it
// succeeds or its limits stop it.
type RetryCall struct {
	Op      int // the operation's argument
	Policy  int // the BackOff policy's argument, or -1
	Options int // the first of the variadic options, or -1
	Context int // a context whose end stops the retries, or -1
	// The limits with no option given (and, with a policy, before it).
	Attempts int           // attempts in all, 0 for none
	Elapsed  time.Duration // total time, 0 for none
}

// A Limit is what a retry option or a policy wrapper sets.
type Limit uint8

const (
	LimitAttempts Limit = iota + 1 // attempts in all
	LimitRetries                   // retries after the first attempt
	LimitElapsed                   // total time
	LimitContext                   // a context's end
	LimitNone                      // no attempt limit (retry-go's UntilSucceeded)
	LimitDecided                   // the caller's predicate decides what is retried (RetryIf)
)

// A RetryOption is an option or a policy wrapper of a retry library.
type RetryOption struct {
	Limit Limit
	Arg   int // the argument holding the value (a count, a duration, a context)
	// ZeroRunsNone is set where a zero count means the operation never
	// runs (retry-go before v4); elsewhere a zero value means no limit.
	ZeroRunsNone bool
	Inner        int // the policy a wrapper wraps (WithMaxRetries(b, n)), or -1
}

// A BackOffPolicy is a cenkalti/backoff policy (v2 to v4: the BackOff
// given to Retry), made by a constructor or a composite literal.
type BackOffPolicy struct {
	Elapsed time.Duration // the total time after which it stops, 0 for never
	Stops   bool          // it stops at once: the operation runs once
	// ElapsedField is the field that sets Elapsed (MaxElapsedTime), "" for
	// none.
	ElapsedField string
	Options      int // the constructor's own options (v4's NewExponentialBackOff(opts...)), or -1
}

const (
	backoffV2       = "github.com/cenkalti/backoff"
	backoffV3       = "github.com/cenkalti/backoff/v3"
	backoffV4       = "github.com/cenkalti/backoff/v4"
	backoffV5       = "github.com/cenkalti/backoff/v5"
	retryGo         = "github.com/avast/retry-go"
	retryGoV4       = "github.com/avast/retry-go/v4"
	backoffWait     = 15 * time.Minute // DefaultMaxElapsedTime of every backoff release
	retryGoAttempts = 10               // retry-go's DefaultAttempts
)

var backoffV2toV4 = []string{backoffV2, backoffV3, backoffV4}

// retryCalls are the retry functions, by package path and name.
var retryCalls = func() map[string]map[string]RetryCall {
	t := map[string]map[string]RetryCall{}
	add := func(paths []string, name string, c RetryCall) {
		for _, p := range paths {
			if t[p] == nil {
				t[p] = map[string]RetryCall{}
			}
			t[p][name] = c
		}
	}
	policy := RetryCall{Op: 0, Policy: 1, Options: -1, Context: -1}
	for _, name := range []string{"Retry", "RetryNotify", "RetryNotifyWithTimer"} {
		add(backoffV2toV4, name, policy)
	}
	for _, name := range []string{"RetryWithData", "RetryNotifyWithData", "RetryNotifyWithTimerAndData"} {
		add([]string{backoffV4}, name, policy)
	}
	add([]string{backoffV5}, "Retry", RetryCall{Op: 1, Policy: -1, Options: 2, Context: 0, Elapsed: backoffWait})
	for _, name := range []string{"Do", "DoWithData"} {
		add([]string{retryGo, retryGoV4}, name, RetryCall{Op: 0, Policy: -1, Options: 1, Context: -1, Attempts: retryGoAttempts})
	}
	return t
}()

// retryOptions are the options and policy wrappers that set a limit.
var retryOptions = map[string]map[string]RetryOption{
	backoffV5: {
		"WithMaxTries":       {Limit: LimitAttempts, Arg: 0, Inner: -1},
		"WithMaxElapsedTime": {Limit: LimitElapsed, Arg: 0, Inner: -1},
	},
	retryGo: {
		"Attempts": {Limit: LimitAttempts, Arg: 0, ZeroRunsNone: true, Inner: -1},
		"Context":  {Limit: LimitContext, Arg: 0, Inner: -1},
		"RetryIf":  {Limit: LimitDecided, Arg: 0, Inner: -1},
	},
	retryGoV4: {
		"Attempts":       {Limit: LimitAttempts, Arg: 0, Inner: -1},
		"UntilSucceeded": {Limit: LimitNone, Arg: -1, Inner: -1},
		"Context":        {Limit: LimitContext, Arg: 0, Inner: -1},
		"RetryIf":        {Limit: LimitDecided, Arg: 0, Inner: -1},
	},
}

func init() {
	for _, p := range backoffV2toV4 {
		retryOptions[p] = map[string]RetryOption{
			"WithMaxRetries": {Limit: LimitRetries, Arg: 1, Inner: 0},
			"WithContext":    {Limit: LimitContext, Arg: 1, Inner: 0},
		}
	}
	// v4's options of NewExponentialBackOff(opts...).
	retryOptions[backoffV4]["WithMaxElapsedTime"] = RetryOption{Limit: LimitElapsed, Arg: 0, Inner: -1}
}

// backOffConstructors and backOffTypes are the policies of cenkalti/backoff
// v2 to v4.
var (
	backOffConstructors = map[string]BackOffPolicy{
		"NewExponentialBackOff": {Elapsed: backoffWait, ElapsedField: "MaxElapsedTime", Options: -1},
		"NewConstantBackOff":    {Options: -1},
	}
	backOffTypes = map[string]BackOffPolicy{
		"ExponentialBackOff": {ElapsedField: "MaxElapsedTime", Options: -1},
		"ConstantBackOff":    {Options: -1},
		"ZeroBackOff":        {Options: -1},
		"StopBackOff":        {Stops: true, Options: -1},
	}
)

// retryStoppers wrap an error so that the library stops retrying.
var retryStoppers = map[string]string{
	backoffV2: "Permanent", backoffV3: "Permanent", backoffV4: "Permanent", backoffV5: "Permanent",
	retryGo: "Unrecoverable", retryGoV4: "Unrecoverable",
}

// RetryCallOf says how fn, a retry library's function, is bounded.
func RetryCallOf(fn *types.Func) (RetryCall, bool) {
	if !isPackageFunc(fn) {
		return RetryCall{}, false
	}
	c, ok := retryCalls[TrimVendor(fn.Pkg().Path())][fn.Name()]
	return c, ok
}

// RetryOptionOf says which limit fn, an option or a policy wrapper of a
// retry library, sets.
func RetryOptionOf(fn *types.Func) (RetryOption, bool) {
	if !isPackageFunc(fn) {
		return RetryOption{}, false
	}
	o, ok := retryOptions[TrimVendor(fn.Pkg().Path())][fn.Name()]
	return o, ok
}

// BackOffConstructorOf says what policy fn, a cenkalti/backoff
// constructor, makes.
func BackOffConstructorOf(fn *types.Func) (BackOffPolicy, bool) {
	if !isPackageFunc(fn) || !isBackOffPolicyPath(fn.Pkg().Path()) {
		return BackOffPolicy{}, false
	}
	p, ok := backOffConstructors[fn.Name()]
	if ok && fn.Name() == "NewExponentialBackOff" && TrimVendor(fn.Pkg().Path()) == backoffV4 {
		p.Options = 0 // v4 takes options
	}
	return p, ok
}

// BackOffTypeOf says what policy a value of tn, a cenkalti/backoff type
// built as a composite literal, is.
func BackOffTypeOf(tn *types.TypeName) (BackOffPolicy, bool) {
	if tn.Pkg() == nil || !isBackOffPolicyPath(tn.Pkg().Path()) {
		return BackOffPolicy{}, false
	}
	p, ok := backOffTypes[tn.Name()]
	return p, ok
}

// IsRetryStopper reports whether fn wraps an error so that its retry
// library stops at once (backoff.Permanent, retry.Unrecoverable).
func IsRetryStopper(fn *types.Func) bool {
	return isPackageFunc(fn) && retryStoppers[TrimVendor(fn.Pkg().Path())] == fn.Name()
}

// IsNextBackOff reports whether fn is a cenkalti/backoff policy's
// NextBackOff method (of the BackOff interface or one of the library's
// policies), which returns backoff.Stop when the policy's own bound is
// reached.
func IsNextBackOff(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && fn.Name() == "NextBackOff" &&
		fn.Type().(*types.Signature).Recv() != nil && isBackOffPolicyPath(fn.Pkg().Path())
}

func isBackOffPolicyPath(path string) bool {
	path = TrimVendor(path)
	for _, p := range backoffV2toV4 {
		if p == path {
			return true
		}
	}
	return false
}

func isPackageFunc(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && fn.Type().(*types.Signature).Recv() == nil
}
