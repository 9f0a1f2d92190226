// `npm start` builds the web app only when its inputs changed since the last build (issue 19:
// a rebuild on every start took 15 s). The inputs' SHA-256 is kept beside the build in
// apps/web/dist/.build-inputs; a missing or different value rebuilds, and tests (*.test.*) and
// the e2e suite are not inputs. After a build, every text file of 1 KB or more gets a brotli
// (.br) and a gzip (.gz) copy, which the server sends to browsers that accept them
// (apps/server/src/plugins/web-app.ts, preCompressed).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', 'apps/web/package.json', 'apps/web/tsconfig.json', 'packages/contracts/src', 'packages/contracts/package.json', 'packages/domain/src', 'packages/domain/data', 'packages/domain/package.json', 'package-lock.json'];
const STAMP = path.join(root, 'apps/web/dist/.build-inputs');

const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every input file under `relative`, sorted, so the digest does not depend on directory order. */
const filesOf = (relative) => {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules' && !isTest(entry.name))
    .flatMap((entry) => filesOf(path.join(relative, entry.name)))
    .sort();
};

const digestOfInputs = () => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesOf)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex');
};

const DIST = path.join(root, 'apps/web/dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Writes name.br and name.gz beside each compressible file of the build (maximum quality: done once per build). */
const precompress = (folder) => {
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      const [inner, outer] = precompress(file);
      before += inner;
      after += outer;
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    const brotli = brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += brotli.length;
  }
  return [before, after];
};

const digest = digestOfInputs();
const built = existsSync(path.join(root, 'apps/web/dist/index.html')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (built === digest && !process.argv.includes('--force')) {
  console.log('web app: up to date (apps/web/dist), not rebuilt');
} else {
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  const [before, after] = precompress(DIST);
  console.log(`web app: ${Math.round(before / 1024)} kB of text precompressed to ${Math.round(after / 1024)} kB (brotli), gzip beside it`);
  writeFileSync(STAMP, `${digest}\n`);
}
