package failure

import (
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

var errSentinel = errors.New("sentinel")

type myErr struct{}

func (myErr) Error() string { return "mine" }

func returns(err error) error {
	switch {
	case err == nil:
		return fmt.Errorf("wrapped") // want `error return`
	case err == errSentinel:
		return errSentinel // want `error return`
	case err != nil:
		return myErr{} // want `error return`
	case true:
		return &os.PathError{} // want `error return`
	case false:
		return err
	}
	return nil
}

func notErrors() (string, error) {
	if true {
		return "", error(nil)
	}
	return "x", nil
}

func exits(code int) {
	if code == 0 {
		panic("boom") // want `panic`
	}
	if code == 1 {
		log.Fatalf("fatal %d", code) // want `exit`
	}
	if code == 2 {
		log.Panicln("panic") // want `panic`
	}
	if code == 3 {
		os.Exit(code) // want `exit`
	}
	if code == 4 {
		os.Exit(0)
	}
	log.New(os.Stderr, "", 0).Fatal("logger") // want `exit`
	log.Print("fine")
}

func mcpgoResults() (*mcp.CallToolResult, error) {
	if true {
		return mcp.NewToolResultError("no"), nil // want `error result`
	}
	if false {
		return mcp.NewToolResultErrorf("no %d", 1), nil // want `error result`
	}
	if true {
		return &mcp.CallToolResult{IsError: true}, nil // want `error result`
	}
	if false {
		return &mcp.CallToolResult{IsError: false}, nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func gosdkResults() (*gosdk.CallToolResult, any, error) {
	if true {
		return &gosdk.CallToolResult{IsError: true}, nil, nil // want `error result`
	}
	if false {
		return nil, nil, errors.New("typed handler error") // want `error return`
	}
	return &gosdk.CallToolResult{}, nil, nil
}

func closure() func() error {
	return func() error {
		return errors.New("in a closure") // want `error return`
	}
}
