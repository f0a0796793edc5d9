module github.com/onsi/gomega

go 1.25
