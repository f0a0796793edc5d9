package gosdk

import "context"

// fakeQuoter answers what a test gives it, (nil, nil) included.
type fakeQuoter struct {
	q   *quote
	err error
}

func (f *fakeQuoter) Quote(ctx context.Context, symbol string) (*quote, error) { return f.q, f.err }

var _ quoter = (*fakeQuoter)(nil)
