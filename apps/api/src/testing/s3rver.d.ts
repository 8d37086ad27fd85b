// s3rver ships no types: what the test server helper uses of it.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    resetOnClose?: boolean
    allowMismatchedSignatures?: boolean
    vhostBuckets?: boolean
    configureBuckets?: { name: string; configs?: string[] }[]
  }
  interface S3EventRecord {
    eventName: string
    s3: { bucket: { name: string }; object: { key: string } }
  }
  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
    on(event: 'event', listener: (event: { Records: S3EventRecord[] }) => void): this
  }
}
