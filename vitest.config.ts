import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~domain": fileURLToPath(new URL("./domain", import.meta.url)),
  "~server": fileURLToPath(new URL("./server", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores: the default leaves one idle on a two-core machine, and the integration files spend much of their
    // time waiting on a database (PGlite's start-up, PostgreSQL's server) rather than on this process.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "domain/**/*.test.ts", "server/**/*.test.ts", "tests/unit/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Each file opens its own fresh database; PGlite start-up is CPU-bound on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
