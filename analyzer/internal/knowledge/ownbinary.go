package knowledge

import "go/types"

// The running program's own binary: a test that starts it again (its own
// test binary re-executed as a helper process, or the module's command
// that the test binary stands in for) as the server of a client runs the
// code under test, not another program. Which values name that binary,
// and which calls hand a value on into the command they build, is in the
// standard library's API, by qualified name.

// A Carrier is a function or method that hands one of its arguments on
// into its first result: the path into a command, the command into a
// transport, the transport into a client or session.
type Carrier struct {
	Path string // the declaring package
	Recv string // the receiver's type name; "" for a function
	Name string
	Arg  int // the argument handed on
}

// SelfPathVar is the variable whose first element is the path the program
// was started by (os.Args[0]); SelfPathFunc returns, first, the path of
// the running executable (os.Executable).
var (
	SelfPathVar  = Qualified{Path: "os", Name: "Args"}
	SelfPathFunc = Qualified{Path: "os", Name: "Executable"}
)

// A Qualified names a package-level object.
type Qualified struct{ Path, Name string }

// Is reports whether obj is the package-level object q names.
func (q Qualified) Is(obj types.Object) bool {
	return obj != nil && obj.Pkg() != nil && obj.Name() == q.Name && TrimVendor(obj.Pkg().Path()) == q.Path &&
		obj.Parent() == obj.Pkg().Scope()
}

// CommandCarriers build a command from a program's path: os/exec's
// Command (the path first) and CommandContext (after the context).
var CommandCarriers = []Carrier{
	{Path: "os/exec", Name: "Command", Arg: 0},
	{Path: "os/exec", Name: "CommandContext", Arg: 1},
}

// CarriedArg returns the argument fn hands on into its first result, when
// fn is one of the carriers (vendored copies too).
func CarriedArg(fn *types.Func, carriers []Carrier) (int, bool) {
	if fn == nil || fn.Pkg() == nil {
		return 0, false
	}
	path, recv := TrimVendor(fn.Pkg().Path()), recvName(fn)
	for _, c := range carriers {
		if c.Path == path && c.Recv == recv && c.Name == fn.Name() {
			return c.Arg, true
		}
	}
	return 0, false
}

// recvName returns the name of fn's receiver type, or "" for a function.
func recvName(fn *types.Func) string {
	recv := fn.Type().(*types.Signature).Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}
