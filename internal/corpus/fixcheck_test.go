package corpus

import (
	"reflect"
	"testing"
)

func TestCompareFixRuns(t *testing.T) {
	t.Parallel()
	site := func(check, file, msg, fix string) fixSite {
		return fixSite{check: check, file: file, message: msg, fix: fix}
	}
	decode := site("textjson", "a.go", "decoding", "Decode StructuredContent")
	unread := site("onechannel", "a.go", "unchecked", "")
	alsoDecode := site("textjson", "b.go", "decoding", "Decode StructuredContent")
	before := []fixSite{decode, alsoDecode}
	all := []fixSite{decode, unread, alsoDecode}
	// After -fix: a.go's decode fixed, b.go's left with its fix, the
	// onechannel finding still there, and a new one.
	newOne := site("emptyresult", "a.go", "empty", "")
	after := []fixSite{alsoDecode}
	allAfter := []fixSite{unread, alsoDecode, newOne}

	got := compareFixRuns(before, all, after, allAfter)
	form := got.forms["textjson: Decode StructuredContent"]
	if form == nil || *form != (fixForm{sites: 2, fixed: 1, left: 1}) {
		t.Errorf("form = %+v, want 2 sites, 1 fixed, 1 left", form)
	}
	if want := []string{"b.go: textjson: decoding"}; !reflect.DeepEqual(got.unfixed, want) {
		t.Errorf("unfixed = %q, want %q", got.unfixed, want)
	}
	if want := []string{"a.go: emptyresult: empty"}; !reflect.DeepEqual(got.newFinds, want) {
		t.Errorf("new findings = %q, want %q", got.newFinds, want)
	}
}

func TestPackageDirs(t *testing.T) {
	t.Parallel()
	got := packageDirs("/r/mod", []string{"/r/mod/pkg/a.go", "/r/mod/pkg/b.go", "/r/mod/c.go", "/r/other/x.go"})
	if want := []string{".", "pkg"}; !reflect.DeepEqual(got, want) {
		t.Errorf("packageDirs = %q, want %q", got, want)
	}
}
