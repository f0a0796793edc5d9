package app_test

import (
	"testing"

	"example.com/renamed/app"
)

func TestExternal(t *testing.T) { _ = app.Run() }
