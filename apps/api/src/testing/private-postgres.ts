// A PostgreSQL server of the test's own (initdb + pg_ctl into a temporary directory), for fault tests
// that stop and restart it: the shared TEST_DATABASE_URL server is never touched.
import { execFile } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** The newest installed server's programs (Debian's layout), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined
}

export interface PrivatePostgres {
  /** Over loopback TCP. */
  url: string
  /** Over the Unix socket in the server's directory (the README's advice for a server on the same host). */
  socketUrl: string
  stop(): Promise<void>
  start(): Promise<void>
  /** `pg_ctl restart -m fast`: every backend is told 57P01 and the server comes back. */
  restart(): Promise<void>
  /** Stops the server and removes its directory. */
  close(): Promise<void>
}

/**
 * initdb refuses to run as root; a test running as root runs the server as the `postgres` user.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('no PostgreSQL server installed under /usr/lib/postgresql')
  const dir = mkdtempSync(path.join(tmpdir(), 'silk-faults-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()))
  }
  chmodSync(dir, 0o755)
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args)
  const data = path.join(dir, 'data')
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  const ctl = (...args: string[]) =>
    pgRun('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), ...args])
  await ctl('-o', options, 'start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketUrl: `postgres://postgres@${encodeURIComponent(dir)}:${port}/postgres`,
    stop: async () => {
      await ctl('-m', 'fast', 'stop')
    },
    start: async () => {
      await ctl('-o', options, 'start')
    },
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart')
    },
    close: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
