import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A running S3-compatible server with one empty bucket, and the shop's settings that point at it. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The MEDIA_S3_* variables for createTestApp's env (or a server process's). */
  env: Record<string, string>;
  /** Stops the server and removes its folder. */
  close: () => Promise<void>;
}

/**
 * Starts s3rver on a free loopback port with a folder of its own, for a test or a browser journey. s3rver is the
 * S3-compatible server that installs from the npm registry (MinIO, Garage and SeaweedFS ship as binaries or images
 * from elsewhere); it speaks the same REST calls the AWS SDK makes, signatures included. A start that fails removes
 * its folder too.
 */
export async function startS3Server(bucket = 'shop-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      // s3rver's own fixed key pair: it checks request signatures against it.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      try {
        await server.close();
      } finally {
        fs.rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
