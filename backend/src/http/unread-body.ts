import type { FastifyInstance } from 'fastify';

/**
 * An answer given before the request's body was read (a 415 for its type, a 413 for its length, a
 * 401 or 429 of a guard) closes the connection: the rest of the body would otherwise sit unread in a
 * kept-alive connection until its keep-alive ended (a 600 KB upload refused at once held the client
 * for 72 seconds), and the client would wait for an answer to a body it is still sending.
 */
export function registerUnreadBodyClose(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    const { headers } = request.raw;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (reply.statusCode >= 400 && hasBody && !request.raw.complete) void reply.header('connection', 'close');
    return payload;
  });
}
