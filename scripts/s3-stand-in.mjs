// A local S3-compatible server for the tests: the s3rver package (@20minutes/s3rver, installed from
// the npm registry, nothing downloaded at test time) speaking the S3 REST API with Signature V4,
// multipart uploads and presigned URLs. Used by the backend's integration tests and the
// multi-process browser tests alike (plain JavaScript, so a global set-up can import it too).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import AWSAccount from '@20minutes/s3rver/lib/models/account.js';
import { SignatureV4 } from '@smithy/signature-v4';

const REGION = 'us-east-1';

function refuse(ctx, code, message) {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** s3rver answers requests that carry no signature at all; a real private bucket refuses them. */
function signedOnly(ctx, next) {
  const signed = 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  if (signed) return next();
  refuse(ctx, 'AccessDenied', 'Access Denied');
}

/** node:crypto in the shape the AWS signer takes (a hash, or an HMAC with a key). */
class Sha256 {
  constructor(secret) {
    this.hash = secret ? createHmac('sha256', secret) : createHash('sha256');
  }
  update(data) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const amzDate = (value) => /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');

/**
 * Presigned URLs (Signature V4 in the query) are checked here with the AWS SDK's own signer
 * (@smithy/signature-v4): s3rver escapes query values with encodeURIComponent where S3 escapes
 * RFC 3986 (it refuses any value with ' ( ) * !, as every RFC 5987 Content-Disposition has), and
 * does not refuse a URL signed for another host. A URL that checks out here skips s3rver's own
 * comparison; anything else is refused as S3 would.
 */
async function presignedChecked(ctx, next) {
  if (!('X-Amz-Signature' in ctx.query)) return next();
  const {
    'X-Amz-Signature': given,
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    'X-Amz-Expires': expires,
    'X-Amz-SignedHeaders': signedHeaders,
    ...rest
  } = ctx.query;
  if (
    [given, credential, date, expires, signedHeaders].some((value) => typeof value !== 'string') ||
    signedHeaders !== 'host'
  ) {
    return refuse(ctx, 'AuthorizationQueryParametersError', 'Malformed presigned URL');
  }
  const [accessKeyId, , region, service] = credential.split('/');
  const secretAccessKey = AWSAccount.DUMMY_ACCOUNT.accessKeys.get(accessKeyId);
  if (!secretAccessKey)
    return refuse(ctx, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  const parts = amzDate(date);
  if (!parts || !/^\d{1,6}$/.test(expires))
    return refuse(ctx, 'AuthorizationQueryParametersError', 'Malformed presigned URL');
  const [, y, mo, d, h, mi, s] = parts.map(Number);
  const signingDate = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (Date.now() > signingDate.getTime() + Number(expires) * 1000)
    return refuse(ctx, 'AccessDenied', 'Request has expired');
  delete rest['X-Amz-Algorithm'];
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
  });
  const expected = await signer.presign(
    // As the SDK's S3 presigner does: the payload is not signed, and only the host header is.
    {
      method: ctx.method,
      protocol: 'http:',
      hostname: ctx.hostname,
      path: ctx.path,
      query: rest,
      headers: { host: ctx.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      signingDate,
      expiresIn: Number(expires),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
      unhoistableHeaders: new Set(['x-amz-content-sha256']),
    },
  );
  const signature = Buffer.from(String(expected.query['X-Amz-Signature']));
  if (signature.length !== Buffer.byteLength(given) || !timingSafeEqual(signature, Buffer.from(given))) {
    return refuse(
      ctx,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } });
  return next();
}

/**
 * The AWS SDK addresses a bucket path-style as `/{bucket}/` (ListObjectsV2, HeadBucket) and signs
 * that path; s3rver checks the signature against `/{bucket}`. Its virtual-host mode canonicalizes
 * as `/{bucket}{mount path}`, so such a request is handed on as that: the same bucket, the path the
 * client signed.
 */
function bucketPathAsSigned(ctx, next) {
  const bucketOnly = /^\/([^/]+)\/$/.exec(ctx.path);
  if (bucketOnly) {
    ctx.state.vhost = true;
    ctx.mountPath = '/';
    ctx.path = `/${bucketOnly[1]}`;
  }
  return next();
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
  // What was asked, for tests that check how a client spoke (the last 1,000 requests).
  const requests = [];
  const logged = (ctx, next) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    if (requests.length > 1000) requests.shift();
    return next();
  };
  server.middleware.unshift(logged, signedOnly, presignedChecked);
  // Just before the router (after s3rver's own host handling, which would reset it).
  server.middleware.splice(server.middleware.length - 1, 0, bucketPathAsSigned);
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
    /** `METHOD /path?query` of the last 1,000 requests, oldest first. */
    requests,
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
