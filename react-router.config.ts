import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Kept in step with the server's BUILD_DIR (server/env.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
