// A local S3 stand-in (s3rver, in this process) as the object storage several instances
// share: `npm run cluster` gives it to its instances, and the tests of the S3 store and of
// the exchange on S3 run against it. Path-style addressing, as MinIO is usually addressed.
import fs from 'node:fs';
import S3rver from 's3rver';

export interface ObjectStorageStandIn {
  /** The S3_* settings an instance needs to use it. */
  env: Record<string, string>;
  bucket: string;
  /** Where s3rver keeps the objects (its own layout, not the shop's). */
  directory: string;
  stop: () => Promise<void>;
}

/** Any values do: s3rver checks signatures against its one built-in key pair. */
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

export async function startObjectStorage(options: {
  directory: string;
  bucket?: string;
  port?: number;
}): Promise<ObjectStorageStandIn> {
  const bucket = options.bucket ?? 'shop';
  fs.mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    bucket,
    directory: options.directory,
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
      S3_REGION: 'ru-central1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () => server.close(),
  };
}
