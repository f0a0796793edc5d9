package corpus

import (
	"os/exec"
	"runtime"
	"syscall"
	"time"
)

// measurement is the cost of one command: wall time, CPU time (user+system
// of the process and all the children it waited for) and peak RSS (the
// largest of those processes, as GNU time reports it).
type measurement struct {
	Wall     time.Duration
	CPU      time.Duration
	MaxRSSMB float64
}

// measure runs cmd and reports its cost from the kernel's rusage.
func measure(cmd *exec.Cmd) (measurement, error) {
	start := time.Now()
	err := cmd.Run()
	m := measurement{Wall: time.Since(start)}
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			m.CPU = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			m.MaxRSSMB = float64(ru.Maxrss) / 1024 // KiB on Linux
		}
	}
	return m, err
}

func numCPU() int { return runtime.NumCPU() }
