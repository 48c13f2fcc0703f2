/**
 * Object storage in an S3-compatible bucket (Yandex Object Storage, Selectel, MinIO, AWS)
 * through the AWS SDK: what several machines share.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type ObjectBody, type ObjectStore, type StoredObject } from './object-store';
import type { S3Settings } from './config.server';

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}

/** Deletes at once, so clearing a session of many pictures does not take a request per second. */
const DELETE_PARALLEL = 8;

export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums (CRC32 on every upload) are AWS's; S3-compatible services
    // and stand-ins do not all accept them. Only operations that require one send it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return key;
  };

  async function listAll(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        found.push({
          key: object.Key,
          size: object.Size ?? 0,
          version: object.ETag ?? `${object.Size}-${object.LastModified?.getTime()}`,
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async function remove(key: string): Promise<void> {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
  }

  return {
    kind: 's3',
    async put(key, body: ObjectBody) {
      const Key = keyOf(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body }));
        return;
      }
      // A stream needs its length up front (a plain PUT, not a multipart upload).
      const size = (await fs.promises.stat(body.file)).size;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: fs.createReadStream(body.file),
          ContentLength: size,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return {
          key,
          size: answer.ContentLength ?? 0,
          version: answer.ETag ?? `${answer.ContentLength}-${answer.LastModified?.getTime()}`,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    list: listAll,
    delete: remove,
    async deletePrefix(prefix) {
      const keys = (await listAll(prefix)).map((object) => object.key);
      for (let at = 0; at < keys.length; at += DELETE_PARALLEL)
        await Promise.all(keys.slice(at, at + DELETE_PARALLEL).map(remove));
    },
  };
}
