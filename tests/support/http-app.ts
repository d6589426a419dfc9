import type { Server } from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { createHttpApp, type HttpAppOptions } from "~server/http/app";
import { type PageCache, type PageCacheOptions, storePageCache } from "~server/http/page-cache";
import { silentLogger } from "~server/log/logger";

// The real Express app over the production build (`npm run build` runs before the integration suite).
export const buildDir = process.env.BUILD_DIR || "build";

const servers: Server[] = [];

/**
 * The store's HTTP app on a free loopback port, over the given database and media store; the rest as the server
 * sets it up, unless given (a silent log, always ready, 10 sign-ins a minute). Returns its address.
 */
export async function serveTestApp(
  options: Pick<HttpAppOptions, "db" | "media"> & Partial<HttpAppOptions>,
): Promise<string> {
  const app = createHttpApp({
    logger: silentLogger(),
    ready: async () => true,
    buildDir,
    authLimits: { signInPerMinute: 10, signUpPerMinute: 10 },
    build: (await import(path.resolve(buildDir, "server/index.js"))) as ServerBuild,
    ...options,
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

/** Closes every app `serveTestApp` started in this file. */
export function closeTestApps(): void {
  for (const server of servers.splice(0)) server.close();
}

/**
 * A page cache over `database` as the store sets one up (decision 038: kept 300 s at most, `s-maxage` 10, stale 60),
 * in 16 MB unless told otherwise.
 */
export function testPageCache(
  database: Parameters<typeof storePageCache>[0],
  options: Partial<Omit<PageCacheOptions, "listening">> = {},
): PageCache {
  return storePageCache(database, {
    maxBytes: 16 * 1024 * 1024,
    maxAgeSeconds: 300,
    sharedSeconds: 10,
    staleSeconds: 60,
    ...options,
  });
}
