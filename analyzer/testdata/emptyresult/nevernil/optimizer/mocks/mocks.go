// Package mocks: a test double of the optimizer under a directory of test
// material; what it returns says nothing of the optimizers in production.
package mocks

import (
	"context"

	"example.com/fixtures/emptyresult/nevernil/optimizer"
)

type MockOptimizer struct{ Out *optimizer.FindOutput }

func (m *MockOptimizer) FindTool(ctx context.Context, query string) (*optimizer.FindOutput, error) {
	return m.Out, nil
}
