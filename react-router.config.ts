import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Kept in step with the server's BUILD_DIR (server/env.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest as one cached file (decision 066), not a partial manifest matched and inlined into
  // every page plus a `/__manifest` request after each page's hydration.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
