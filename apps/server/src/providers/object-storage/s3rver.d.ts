/** The parts of @20minutes/s3rver (a maintained fork of s3rver, an S3-compatible server in Node; tests only) the tests use. */
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; resetOnClose?: boolean; configureBuckets?: { name: string }[] });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
