package knowledge

import "go/types"

// YAML libraries whose Marshal the model knows: a value serialised to
// YAML is the same data in another form, as one serialised to JSON.
var yamlPackages = map[string]bool{
	"gopkg.in/yaml.v2":         true,
	"gopkg.in/yaml.v3":         true,
	"go.yaml.in/yaml/v2":       true,
	"go.yaml.in/yaml/v3":       true,
	"go.yaml.in/yaml/v4":       true,
	"sigs.k8s.io/yaml":         true,
	"github.com/ghodss/yaml":   true,
	"github.com/goccy/go-yaml": true,
}

// IsYAMLEncoder reports whether fn serialises a value to YAML bytes
// (Marshal of a known YAML library).
func IsYAMLEncoder(fn *types.Func) bool {
	return fn != nil && yamlPackages[pkgPath(fn)] && fn.Name() == "Marshal"
}
