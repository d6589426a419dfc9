import type { RequestHandler } from "express";
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaObject, type MediaStore } from "../media/store";

/**
 * Serves the media store's objects at /media/<key> (when no CDN does): the same bytes and immutable cache header
 * from the disk or the bucket, 304 for a copy the browser already has, 404 for anything else.
 */
export function serveMedia(media: MediaStore): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let found: MediaObject | undefined;
    try {
      const key = decodeURIComponent(req.path.slice(1));
      if (isMediaKey(key)) found = await media.get(key);
    } catch (error) {
      if (!(error instanceof URIError)) return next(error);
    }
    if (!found) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
    res.setHeader("ETag", found.etag);
    if (req.headers["if-none-match"] === found.etag) {
      found.body.destroy();
      res.status(304).end();
      return;
    }
    res.type(found.contentType);
    res.setHeader("Content-Length", found.size);
    if (req.method === "HEAD") {
      found.body.destroy();
      res.end();
      return;
    }
    found.body.on("error", (error) => res.destroy(error));
    found.body.pipe(res);
  };
}
