/**
 * npm run bundle:treemap: where the client's bytes go. Builds the client once more with
 * rollup-plugin-visualizer and writes dist/bundle-treemap.html (a treemap of every chunk and module,
 * gzipped and brotli sizes; open it in a browser) and dist/bundle-treemap.json (the same data), then
 * prints the largest modules by gzipped size. The output files are build products, never committed.
 *
 *   npm run bundle:treemap            the treemap and the 40 largest modules
 *   npm run bundle:treemap -- 100     ... the 100 largest
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visualizer } from 'rollup-plugin-visualizer';
import { build, type PluginOption } from 'vite';

const root = join(import.meta.dirname, '..');
const top = Number(process.argv[2] ?? 40);

interface Data {
  nodeParts: Record<string, { metaUid: string; renderedLength: number; gzipLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

async function buildWith(template: 'treemap' | 'raw-data', filename: string) {
  const plugin = visualizer({ template, filename, gzipSize: true, brotliSize: true, projectRoot: root });
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [plugin as PluginOption],
    // The client's dist is left as `npm run build` made it (with its compressed copies).
    build: { outDir: join(root, 'dist', 'treemap-build'), emptyOutDir: true },
  });
}

const html = join(root, 'dist', 'bundle-treemap.html');
const json = join(root, 'dist', 'bundle-treemap.json');
await buildWith('treemap', html);
await buildWith('raw-data', json);

const data = JSON.parse(readFileSync(json, 'utf8')) as Data;
const rows = Object.values(data.nodeMetas).flatMap((meta) =>
  Object.entries(meta.moduleParts).map(([chunk, uid]) => ({
    id: meta.id,
    chunk,
    gzip: data.nodeParts[uid].gzipLength,
    raw: data.nodeParts[uid].renderedLength,
  })),
);
const byChunk = new Map<string, number>();
for (const row of rows) byChunk.set(row.chunk, (byChunk.get(row.chunk) ?? 0) + row.gzip);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);

console.log('\nChunks by gzipped size of their modules:');
for (const [chunk, gzip] of [...byChunk].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`${kb(gzip)}  ${chunk}`);
console.log(`\nThe ${top} largest modules (gzipped alone, raw after minifying):`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip).slice(0, top))
  console.log(`${kb(row.gzip)} ${kb(row.raw)}  ${row.id}  [${row.chunk}]`);
console.log(`\nTreemap: ${html}`);
