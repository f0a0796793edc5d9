module sigs.k8s.io/yaml

go 1.25
