package payloadtests

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// In tests a fatal assertion about the payload ends the test on a refusal
// either way: it counts as the check.

func TestCommaOkRequire(t *testing.T) {
	res, err := call(context.Background(), nil)
	require.NoError(t, err)
	m, ok := res.StructuredContent.(map[string]any)
	require.True(t, ok)
	_ = m["count"]
}

func TestCommaOkFatal(t *testing.T) {
	res, err := call(context.Background(), nil)
	require.NoError(t, err)
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		t.Fatalf("payload is %T", res.StructuredContent)
	}
	_ = m["count"]
}

func TestNilFatal(t *testing.T) {
	res, err := call(context.Background(), nil)
	require.NoError(t, err)
	if res.StructuredContent == nil {
		t.Fatal("no payload")
	}
	b, _ := json.Marshal(res.StructuredContent)
	_ = b
}

// A test helper that turns a missing payload into an error of its own
// loses the refusal's message like production code.
func payloadOf(t *testing.T) (map[string]any, error) {
	res, err := call(context.Background(), nil)
	require.NoError(t, err)
	m, ok := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	if !ok {
		return nil, errors.New("unexpected payload")
	}
	return m, nil
}
