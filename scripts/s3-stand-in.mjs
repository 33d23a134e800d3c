// A local S3-compatible server for the tests: the s3rver package (@20minutes/s3rver, installed from
// the npm registry, nothing downloaded at test time) speaking the S3 REST API with Signature V4,
// multipart uploads and presigned URLs. Used by the backend's integration tests and the
// multi-process browser tests alike (plain JavaScript, so a global set-up can import it too).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import AWSAccount from '@20minutes/s3rver/lib/models/account.js';

const REGION = 'us-east-1';

/** s3rver answers requests that carry no signature at all; a real private bucket refuses them. */
function signedOnly(ctx, next) {
  const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  if (signed) return next();
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
}

/**
 * Starts an S3-compatible server on 127.0.0.1 with one empty bucket and credentials of its own
 * (random per start; s3rver's well-known key pair is revoked, and unsigned requests are refused).
 *
 * @param {{ dir?: string, port?: number, bucket?: string }} [options] dir: where the objects live
 *   (a temporary folder removed on close when not given); port: 0 (the default) for a free one.
 */
export async function startS3StandIn({ dir, port = 0, bucket = 'contentflow-test' } = {}) {
  const directory = dir ?? (await mkdtemp(join(tmpdir(), 's3-stand-in-')));
  const accessKeyId = `TEST${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString('base64url');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  AWSAccount.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');

  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  server.middleware.unshift(signedOnly);
  const { port: listening } = await server.run();
  const endpoint = `http://127.0.0.1:${listening}`;
  return {
    endpoint,
    region: REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    directory,
    /** The product's configuration for this server (STORAGE_DRIVER=s3 and the S3_* variables). */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      AWSAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      if (!dir) await rm(directory, { recursive: true, force: true });
    },
  };
}
