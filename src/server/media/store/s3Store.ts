// Uploads as objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2): every node reads what any node stored,
// and nothing is written to a node's disk. Reads are streamed (a range of a video is asked of the store as a
// range), never loaded whole.
import { createReadStream } from 'node:fs';
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
import type { MediaStore } from './mediaStore';

export interface S3Settings {
  /** The store's URL; unset: AWS for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path (MinIO, Ceph, s3rver) instead of the host name. */
  forcePathStyle: boolean;
}

const absent = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export function s3Store(settings: S3Settings): MediaStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible stores refuse the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const stat = async (Key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (absent(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async put(Key, content, ContentType) {
      const [Body, ContentLength] = Buffer.isBuffer(content)
        ? [content, content.length]
        : [createReadStream(content.path), content.size];
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, ContentLength }));
    },
    stat,
    async get(Key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        // 'bytes 0-99/1234' names the whole size when a range was answered.
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? '');
        return { body: object.Body as Readable, size: Number(whole ? whole[1] : object.ContentLength) };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
