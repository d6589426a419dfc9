// Writes a brotli (quality 11) and a gzip (level 9) copy beside each script, stylesheet and sprite of the
// client build, once, so the server sends them as they are instead of compressing each response.
// Usage: node scripts/compress-assets.mjs [--outdir DIR]   (default: BUILD_DIR, else build)
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const { values } = parseArgs({ options: { outdir: { type: "string" } } });
const assets = path.join(path.resolve(values.outdir ?? (process.env.BUILD_DIR || "build")), "client", "assets");
const compressible = /\.(js|css|svg)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(assets)).filter((name) => compressible.test(name));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (name) => {
    const file = path.join(assets, name);
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipped(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    before += content.length;
    after += br.length;
  }),
);
console.log(`Compressed ${files.length} client files: ${before} bytes, ${after} with brotli`);
