// s3rver 3.7.1 ships no types; the little the S3 storage test uses (server/files/s3-storage.test.ts).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    address?: string
    port?: number
    silent?: boolean
    directory?: string
    configureBuckets?: { name: string; configs: unknown[] }[]
  }

  class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }

  export = S3rver
}
