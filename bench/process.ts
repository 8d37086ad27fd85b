import { type ChildProcess, spawn } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'

export interface Started {
  child: ChildProcess
  /** The variables it was started with (beside this process's own). */
  env: Record<string, string>
  stop(): Promise<void>
}

/** Starts `node args`; its standard output is dropped, or appended to the file `stdoutFile`. */
export function startProcess(args: string[], env: Record<string, string>, stdoutFile?: string): Started {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdoutFile ? openSync(stdoutFile, 'a') : 'ignore', 'inherit'],
  })
  return {
    child,
    env,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`)
}

/** A process and all its descendants (a cluster's primary and workers), from procfs. */
function processTree(pid: number): number[] {
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) {
    try {
      const children = readFileSync(`/proc/${tree[i]}/task/${tree[i]}/children`, 'utf8')
      tree.push(...children.split(' ').filter(Boolean).map(Number))
    } catch {
      // gone, or no procfs
    }
  }
  return tree
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** CPU time (user and system, ms) spent so far by these processes and their descendants, from procfs. */
export function cpuMs(pids: number[]): number {
  let ticks = 0
  for (const pid of pids.flatMap(processTree)) {
    try {
      // Fields 14 and 15 (utime, stime) after the command's closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  // Linux reports them in clock ticks of 1/100 s (USER_HZ).
  return ticks * 10
}

/**
 * Samples the resident set size of a process and its children (summed: a cluster's workers count)
 * while `during` runs; returns the peak in MB.
 */
export async function peakRss<T>(
  pid: number,
  during: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peak = 0
  const sample = () => {
    peak = Math.max(
      peak,
      processTree(pid).reduce((kb, p) => kb + rssKb(p), 0),
    )
  }
  sample()
  const timer = setInterval(sample, 100)
  try {
    const result = await during()
    return { result, peakMb: Math.round(peak / 1024) }
  } finally {
    clearInterval(timer)
  }
}
