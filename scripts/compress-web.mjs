// Last step of the web app's build: brotli (quality 11) and gzip (level 9) copies beside every
// compressible file of frontend/dist, which the server's static handler sends by the request's
// Accept-Encoding (@fastify/static `preCompressed`, backend/src/http/web-pages.ts for the pages).
// A copy that would not be smaller is not written; the plain file is served then.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend', 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let plain = 0;
let brotli = 0;
let count = 0;
for (const path of files(DIST)) {
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${path}.br`, br);
  if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
  plain += content.length;
  brotli += Math.min(br.length, content.length);
  count += 1;
}
console.log(`compressed ${count} files: ${Math.round(plain / 1024)} KB → ${Math.round(brotli / 1024)} KB with brotli`);
