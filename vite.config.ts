import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/** The client build's entries every page loads: the browser entry and the root route (as React Router names it). */
const SHELL_ENTRIES = [
  fileURLToPath(new URL("./app/entry.client.tsx", import.meta.url)),
  `${fileURLToPath(new URL("./app/root.tsx", import.meta.url))}?__react-router-build-client-route`,
];
/**
 * The header's islands (lib/island.tsx): their code is fetched as every page hydrates, whichever page it is. One
 * file for all of them rather than fifteen small ones: each file costs a request and its headers (decision 075).
 */
const HEADER_ISLANDS = [
  "./app/components/layout/account-menu.tsx",
  "./app/components/layout/preference-menus.tsx",
  "./app/components/layout/departments-menu.tsx",
  "./app/components/layout/mobile-menu.tsx",
  "./app/components/layout/account-indicator.tsx",
  "./app/components/cart/cart-dropdown.tsx",
].map((file) => fileURLToPath(new URL(file, import.meta.url)));
/** React and React Router change only with an upgrade: in a file of their own they stay cached across releases. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * What every page runs (everything the browser entry and the root route import statically) in two chunks,
 * "framework" and "shell", instead of the forty small files automatic splitting makes of it, and the header's
 * islands in a third, "header"; what only some routes use is still split by route.
 */
function shellChunks(): Rolldown.CodeSplittingOptions {
  let shell: Set<string> | undefined;
  let header: Set<string> | undefined;
  /** Every module the entries import statically, directly or through others (and the entries, if asked). */
  const staticImportsOf = (entries: string[], ctx: Rolldown.ChunkingContext, withEntries: boolean) => {
    const found = new Set<string>(withEntries ? entries : []);
    const queue = [...entries];
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
        // First: a group takes the modules its own import, and those of the shell must stay in the shell.
        priority: 2,
        name(id, ctx) {
          shell ??= staticImportsOf(SHELL_ENTRIES, ctx, false);
          if (!shell.has(id)) return null;
          return FRAMEWORK.test(id) ? "framework" : "shell";
        },
      },
      {
        priority: 1,
        name(id, ctx) {
          header ??= staticImportsOf(HEADER_ISLANDS, ctx, true);
          if (!header.has(id)) return null;
          // React and React Router stay whole in one file, whoever imports a part of them.
          return FRAMEWORK.test(id) ? "framework" : "header";
        },
      },
    ],
  };
}

/**
 * Writes beside the client build (build/bundle-modules.json, not served) which modules each chunk holds and the
 * bytes each left in it before minifying, and what each chunk imports on first use: scripts/bundle-report.mjs says
 * from it what each page's scripts are made of.
 */
function bundleModules(): Plugin {
  return {
    name: "tool-store:bundle-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(output, bundle) {
      const chunks: Record<string, { modules: Record<string, number>; dynamicImports: string[] }> = {};
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(item.modules)) modules[id] = module.renderedLength;
        chunks[`/${fileName}`] = { modules, dynamicImports: item.dynamicImports.map((name) => `/${name}`) };
      }
      writeFileSync(path.join(output.dir ?? "build/client", "..", "bundle-modules.json"), JSON.stringify(chunks));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), bundleModules()],
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
