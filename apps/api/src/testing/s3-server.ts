import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface S3TestServer {
  endpoint: string
  bucket: string
  /** The app's environment for this bucket (path-style, the server's credentials). */
  env: Record<string, string>
  /** Keys written (PUT, copy, multipart completion) since the start, in order. */
  written: string[]
  close(): Promise<void>
}

/**
 * A real S3-compatible server for tests (s3rver, a devDependency: decision 151): S3's REST API over
 * HTTP on loopback, objects kept in a temporary folder, requests refused unless signed with its own
 * access key (S3RVER / S3RVER; it reads a SigV4 signature's key id, not the signature itself).
 * Port 0: each test file gets a free port, so parallel runs never collide.
 */
export async function startS3Server(bucket = 'silk-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'silk-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  })
  const written: string[] = []
  server.on('event', (event) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated')) written.push(decodeURIComponent(record.s3.object.key))
    }
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    written,
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
