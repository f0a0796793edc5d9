package failure

import "testing"

func TestX(t *testing.T) { // want `test code`
	t.Fatal("x")  // want `test failure`
	t.Errorf("y") // want `test failure`
	t.Log("fine")
}

func helper() { // want `test code`
}
