// Writes .gz and .br beside every built asset worth compressing, once, so the server sends compressed files
// without compressing them on each request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '..', 'dist');
const worth = /\.(js|css|html|svg|json|txt)$/;
let count = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  // The server renderer (.ssr/) is read by the server from disk, never sent.
  if (!entry.isFile() || !worth.test(entry.name) || entry.parentPath.includes(`${path.sep}.ssr`)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${dir}`);
