import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's fixed key pair: the SDK signs with it, and s3rver checks the signature as S3 would. */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" } as const;

export type S3TestServer = { endpoint: string; close(): Promise<void> };

/**
 * A local S3-compatible server (npm's s3rver, standing in for AWS S3, MinIO or R2) with empty buckets, its objects
 * in a temporary folder. Set S3_TEST_CREDENTIALS in the environment of whatever talks to it.
 */
export async function startS3Server(buckets: string[]): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "tool-store-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
