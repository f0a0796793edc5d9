// Package termination probes Model.Terminates: which statements never let
// control go on to the statement after them. The probe reports every
// statement of a function's own list (not returns and branches, which
// always terminate) that terminates.
package termination

import (
	"errors"
	"log"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

var _ mcp.Content // the model covers packages that use MCP

// fatal always exits: ctrlflow infers it from its body.
func fatal(err error) {
	log.Printf("fatal: %v", err)
	os.Exit(1) // want "terminates"
}

// mayExit exits on one path only.
func mayExit(err error) {
	if err != nil {
		os.Exit(1)
	}
}

func calls(err error) {
	panic(err) // want "terminates"
}

func exits() {
	os.Exit(2) // want "terminates"
}

func logs() {
	log.Fatalf("x") // want "terminates"
}

func ownHelper(err error) {
	fatal(err) // want "terminates"
}

func notAlways(err error) {
	mayExit(err)
	log.Print("x")
}

func tests(t *testing.T) {
	t.Error("x")
	t.Fatal("x") // want "terminates"
}

// testing.TB's Fatal is a method called through an interface, which
// ctrlflow cannot see: the knowledge table knows it.
func testsTB(tb testing.TB) {
	tb.Skip("x") // want "terminates"
}

func branches(ok bool) int {
	if ok { // want "terminates"
		return 1
	} else {
		panic("no")
	}
}

func oneBranch(ok bool) int {
	if ok {
		return 1
	}
	return 0
}

func forever() {
	for { // want "terminates"
	}
}

func loopWithBreak(ok bool) {
	for {
		if ok {
			break
		}
	}
	log.Print("after")
}

func loopWithNestedBreak(xs []int) {
	for { // want "terminates"
		for range xs {
			break
		}
	}
}

func labeledBreak(xs []int) {
outer:
	for {
		for range xs {
			break outer
		}
	}
	log.Print("after")
}

func switches(n int) int {
	switch n { // want "terminates"
	case 1:
		return 1
	case 2:
		fallthrough
	default:
		return 0
	}
}

func switchWithoutDefault(n int) int {
	switch n {
	case 1:
		return 1
	}
	return 0
}

func switchWithBreak(n int) int {
	switch n {
	case 1:
		break
	default:
		return 0
	}
	return 1
}

func selects(c chan int) int {
	select { // want "terminates"
	case v := <-c:
		return v
	}
}

func blocks() error {
	{ // want "terminates"
		return errors.New("x")
	}
}
