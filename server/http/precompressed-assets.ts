import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Sends the build's own compressed copy of a script, stylesheet or sprite (scripts/compress-assets.mjs: brotli at
 * its best, which is too slow to do per request) to a browser that accepts it; anything else goes on to the
 * plain file. The folder is listed once: a request never asks the file system whether a copy exists.
 */
export function precompressedAssets(
  dir: string,
  options: { maxAge: string; immutable: boolean; etag: boolean; lastModified: boolean; acceptRanges: boolean },
): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !files.has(name)) return next();
    const available = ENCODINGS.filter((encoding) => files.has(name + encoding.suffix));
    if (available.length === 0) return next();
    res.vary("Accept-Encoding");
    // Ours is the order of preference (browsers list gzip first, and mean no preference by it).
    const encoding = available.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    if (!encoding) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(name + encoding.suffix, { root: dir, ...options }, (error) => {
      if (error) next(error);
    });
  };
}
