import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";

/** The client build's entries every page loads: the browser entry and the root route. */
const SHELL_ENTRIES = [
  /[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/,
];
/** React and React Router change only with an upgrade: in a file of their own they stay cached across releases. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * What every page runs (everything the browser entry and the root route import statically) in two chunks,
 * "framework" and "shell", instead of the forty small files automatic splitting makes of it; what only some
 * routes use is still split by route.
 */
function shellChunks(): Rolldown.CodeSplittingOptions {
  const inShell = new Map<string, boolean>();
  const reachesShellEntry = (id: string, ctx: Rolldown.ChunkingContext, path: Set<string>): boolean => {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return false;
    path.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const found = importers.some((importer) => SHELL_ENTRIES.some((entry) => entry.test(importer)))
      ? true
      : importers.some((importer) => reachesShellEntry(importer, ctx, path));
    path.delete(id);
    inShell.set(id, found);
    return found;
  };
  return {
    groups: [
      {
        name(id, ctx) {
          if (!reachesShellEntry(id, ctx, new Set())) return null;
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
