import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Kept in step with the server's BUILD_DIR (server/env.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  // The whole route manifest once, as a file cached for good, instead of a partial one written into every page and
  // asked for again by the browser (decision 066).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
