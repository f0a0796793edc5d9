module github.com/bytedance/sonic

go 1.25
