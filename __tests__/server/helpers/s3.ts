// An S3-compatible store for tests: s3rver (npm) in-process on 127.0.0.1, one bucket, files in a temporary folder.
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Settings } from '../../../src/server/media/store/s3Store';
import { tempDir } from './tempDir';

export interface TestS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startS3(bucket = 'gym-media'): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('gym-s3-'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: () => server.close(),
  };
}
