import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Text answers (the page, JSON, documents) compressed for browsers that accept it: brotli at a
 * quality that costs well under a millisecond for an answer of this app's size, else gzip; small
 * answers (under 1 KB) as they are. The built assets are compressed at build time at full quality
 * (scripts/compress-assets.ts) and already carry their encoding, so they pass through untouched.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
