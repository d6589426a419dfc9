// Adds lockfile entries for platform-specific optional packages the registry here does not serve.
//
// Why: this machine's npm registry holds only the Linux x64 builds of packages such as @biomejs/cli-*,
// @rollup/rollup-* and @tailwindcss/oxide-*. npm then leaves the other platforms out of
// package-lock.json, and `npm ci` refuses the lockfile it has just written ("Missing: … from lock
// file", npm/cli#9846). Recording those packages with their platform (os/cpu/libc) lets `npm ci` pass
// and skip them, as it does for any optional package built for another platform.
// Run after every `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const tail = name.split("/").pop();
  const os = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix"].find(
    (o) => tail.includes(`-${o}-`) || tail.includes(`-${o}`),
  );
  const cpu = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32"].find((c) =>
    new RegExp(`-${c}(-|$)`).test(tail),
  );
  const libc = tail.includes("musl") ? "musl" : tail.includes("gnu") && os === "linux" ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${path}/node_modules/${name}`]) continue;
    const version = spec.replace(/^[\^~=]/, "");
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: recorded ${added} optional package(s) for other platforms`);
