/** Types of s3-stand-in.mjs, for the TypeScript tests that use it. */
export interface S3StandIn {
  /** http://127.0.0.1:{port} */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: true;
  /** Where the server keeps the objects. */
  directory: string;
  /** `METHOD /path?query` of the last 1,000 requests, oldest first. */
  requests: string[];
  /** STORAGE_DRIVER=s3 and the S3_* variables pointing the product at this server. */
  env: {
    STORAGE_DRIVER: 's3';
    S3_ENDPOINT: string;
    S3_REGION: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
  };
  /** Stops the server (and removes its folder when it made one). */
  close(): Promise<void>;
}

export function startS3StandIn(options?: { dir?: string; port?: number; bucket?: string }): Promise<S3StandIn>;
