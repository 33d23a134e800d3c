import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FileStorage } from './file-storage.js';
import { RequestUploads, type IncomingUploads } from './read-uploads.js';

/**
 * A controller's request helper: the files of a multipart request as a command's input, read only
 * when its handler asks for them (into the storage's temporary directory).
 */
@Injectable()
export class UploadsOfRequest {
  constructor(private readonly storage: FileStorage) {}

  of(request: FastifyRequest, reply: FastifyReply): IncomingUploads {
    return new RequestUploads(request, reply, this.storage.temporaryDirectory());
  }
}
