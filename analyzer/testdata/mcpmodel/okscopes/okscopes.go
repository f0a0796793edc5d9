// Package okscopes asks where a result is known not to be an isError
// result: where a refusal cannot reach (the checked calls of the caller
// contexts).
package okscopes

import (
	"errors"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func probe(any) {}

func refusal(res *gosdk.CallToolResult) error {
	if res.IsError {
		return errors.New("refused")
	}
	return nil
}

func refused(res *mcp.CallToolResult) bool { return res.IsError }

func notBody(res *gosdk.CallToolResult, strict bool) {
	if strict && !res.IsError {
		probe(res) // want `not a refusal`
	}
	probe(res)
}

func notOr(res *gosdk.CallToolResult, strict bool) {
	if strict || !res.IsError {
		probe(res) // strict alone enters
	}
}

func elseOf(res *mcp.CallToolResult, cached bool) {
	if res.IsError || cached {
		log.Print("refused or cached")
	} else {
		probe(res) // want `not a refusal`
	}
}

func elseOfAnd(res *mcp.CallToolResult, strict bool) {
	if strict && res.IsError {
		return
	} else {
		probe(res) // strict false: IsError never read
	}
}

func afterExit(res *gosdk.CallToolResult, err error) {
	if err != nil || res.IsError {
		return
	}
	probe(res) // want `not a refusal`
}

func afterAndExit(res *gosdk.CallToolResult, strict bool) {
	if strict && res.IsError {
		return
	}
	probe(res) // strict false: a refusal reaches here
}

func afterLook(res *mcp.CallToolResult) {
	if res.IsError {
		log.Print("refused")
	}
	probe(res) // the look does not leave
}

func inCase(res *mcp.CallToolResult, kind int) {
	switch kind {
	case 1:
		if res.IsError {
			return
		}
		probe(res) // want `not a refusal`
	}
}

func checkerInit(res *gosdk.CallToolResult) error {
	if err := refusal(res); err != nil {
		return err
	}
	probe(res) // want `not a refusal`
	return nil
}

func checkerTwoStatements(res *gosdk.CallToolResult) error {
	err := refusal(res)
	if err != nil {
		return err
	}
	probe(res) // want `not a refusal`
	return nil
}

func checkerDropped(res *gosdk.CallToolResult) {
	_ = refusal(res)
	probe(res) // the answer is dropped
}

func checkerOtherError(res *gosdk.CallToolResult, other error) error {
	err := refusal(res)
	if other != nil {
		return other
	}
	probe(res) // err is never tested
	return err
}

// A checker answering a bool: which answer is the refusal is not known.
func checkerBool(res *mcp.CallToolResult) {
	if refused(res) {
		return
	}
	probe(res)
}

func otherResult(res, other *gosdk.CallToolResult) {
	if other.IsError {
		return
	}
	probe(res) // another result was checked
}

func elseIfExit(res *gosdk.CallToolResult, err error) error {
	if err != nil {
		return err
	} else if res.IsError {
		return errors.New("refused")
	}
	probe(res) // want `not a refusal`
	return nil
}

func elseIfLook(res *gosdk.CallToolResult, err error) {
	if err != nil {
		return
	} else if res.IsError {
		log.Print("refused")
	}
	probe(res) // the look does not leave
}

func switchCases(res *mcp.CallToolResult, err error) error {
	switch {
	case err != nil:
		return err
	case res.IsError:
		return errors.New("refused")
	}
	probe(res) // want `not a refusal`
	return nil
}

func switchCaseBody(res *mcp.CallToolResult, err error) {
	switch {
	case err != nil:
	case res.IsError:
		log.Print("refused")
	default:
		probe(res) // want `not a refusal`
	}
	probe(res) // the refusal case falls out of the switch
}

func switchOnFlag(res *gosdk.CallToolResult) error {
	switch res.IsError {
	case true:
		return errors.New("refused")
	}
	probe(res) // want `not a refusal`
	return nil
}

func switchOnFlagFalse(res *gosdk.CallToolResult) {
	switch res.IsError {
	case false:
		probe(res) // want `not a refusal`
	default:
		probe(res) // the refusal
	}
}

func flagComparedFalse(res *mcp.CallToolResult) {
	if res.IsError == false {
		probe(res) // want `not a refusal`
	}
	if res.IsError != true {
		probe(res) // want `not a refusal`
	}
}

// checkTwoDeep turns a refusal into an error through refusal.
func checkTwoDeep(res *gosdk.CallToolResult) error {
	if err := refusal(res); err != nil {
		return errors.New("tool: " + err.Error())
	}
	return nil
}

func checkerTwoDeep(res *gosdk.CallToolResult) error {
	if err := checkTwoDeep(res); err != nil {
		return err
	}
	probe(res) // want `not a refusal`
	return nil
}

func checkerInSwitch(res *gosdk.CallToolResult) error {
	switch err := refusal(res); {
	case err != nil:
		return err
	}
	probe(res) // want `not a refusal`
	return nil
}

func renewedInLoop(c *gosdk.ClientSession, res *gosdk.CallToolResult) {
	for i := 0; i < 3; i++ {
		if res.IsError {
			return
		}
		probe(res) // want `not a refusal`
		res, _ = c.CallTool(nil, nil)
		probe(res) // a new value
	}
}

func loopedBack(res *gosdk.CallToolResult, more func() bool) {
	for more() {
		probe(res) // the first iteration is unchecked
		if res.IsError {
			return
		}
	}
}

func afterPanic(res *gosdk.CallToolResult) {
	if res.IsError {
		panic("refused")
	}
	probe(res) // want `not a refusal`
}

func afterFatal(res *mcp.CallToolResult) {
	if res.IsError {
		log.Fatal("refused")
	}
	probe(res) // want `not a refusal`
}

func inClosure(res *gosdk.CallToolResult) func() {
	if res.IsError {
		return nil
	}
	return func() {
		probe(res) // want `not a refusal`
	}
}

func withinCondition(res *gosdk.CallToolResult, strict bool) {
	if strict || func() bool { probe(res); return true }() { // strict alone skips the check
		return
	}
	if !res.IsError && func() bool { probe(res); return true }() { // want `not a refusal`
		return
	}
	if res.IsError || func() bool { probe(res); return true }() { // want `not a refusal`
		return
	}
	probe(res) // want `not a refusal`
}
