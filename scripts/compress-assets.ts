/**
 * After `vite build`: writes .br and .gz copies of the built client's text files, which the server
 * sends to browsers that accept them (@fastify/static preCompressed). Compressing once at build
 * costs nothing per request; on a slow phone connection it is most of the first page's load time.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', 'dist', 'client');
const TEXT = /\.(js|css|html|svg|json|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}

let count = 0;
for (const file of files(root)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`compressed ${count} files in dist/client`);
