// Writes <file>.br (quality 11) and <file>.gz (level 9) beside every text file of a built site,
// for hosts that serve precompressed files (nginx gzip_static/brotli_static, most CDNs).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// zlib's asynchronous forms run on libuv's thread pool: the files compress on every core at once.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(html|js|css|svg|xml|txt|json|map)$/;

export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && TEXT.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const body = await readFile(file);
        const [gzipped, brotlied] = await Promise.all([
          gz(body, { level: 9 }),
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotlied)]);
      }),
  );
}
