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
