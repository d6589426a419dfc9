import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

/** The client build's entries every page loads: the browser entry and the root route (as React Router names it). */
const SHELL_ENTRIES = [
  fileURLToPath(new URL("./app/entry.client.tsx", import.meta.url)),
  `${fileURLToPath(new URL("./app/root.tsx", import.meta.url))}?__react-router-build-client-route`,
];
/** React and React Router change only with an upgrade: in a file of their own they stay cached across releases. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * What every page runs (everything the browser entry and the root route import statically) in two chunks,
 * "framework" and "shell", instead of the forty small files automatic splitting makes of it; what only some
 * routes use is still split by route.
 */
function shellChunks(): Rolldown.CodeSplittingOptions {
  let shell: Set<string> | undefined;
  const staticImportsOfEntries = (ctx: Rolldown.ChunkingContext) => {
    const found = new Set<string>();
    const queue = [...SHELL_ENTRIES];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      const info = ctx.getModuleInfo(id);
      if (!info) throw new Error(`vite.config.ts: no module ${id} in the client build`);
      for (const imported of info.importedIds) {
        if (!found.has(imported)) {
          found.add(imported);
          queue.push(imported);
        }
      }
    }
    return found;
  };
  return {
    groups: [
      {
        name(id, ctx) {
          shell ??= staticImportsOfEntries(ctx);
          if (!shell.has(id)) return null;
          return FRAMEWORK.test(id) ? "framework" : "shell";
        },
      },
    ],
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "~server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp"],
  },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: shellChunks() } } },
}));
