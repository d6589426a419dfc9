import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { PROBE_PATHS } from "../http/health";
import { requestedUrl } from "../http/malformed-url";
import { SECRET_PARAM } from "../http/secret-params";
import type { Logger } from "./logger";
import { type RequestFacts, withRequestFacts } from "./request-facts";

/** A request id a balancer may send along (nginx's $request_id, a UUID); anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The path as logged: the query kept for debugging, but the value of any secret-looking parameter replaced. */
export function loggedPath(url: string): string {
  const mark = url.indexOf("?");
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((part) => {
      const [name = "", value] = part.split("=", 2);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {}
      return value !== undefined && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : part;
    })
    .join("&");
  return `${url.slice(0, mark)}?${query}`;
}

const originalUrl = (req: IncomingMessage) =>
  requestedUrl(req, (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/");
/** The line's message, whether the response succeeded or failed: `GET /path 200`. */
const lineMessage = (req: IncomingMessage, res: ServerResponse) =>
  `${req.method} ${loggedPath(originalUrl(req))} ${res.statusCode}`;

/**
 * One line per request, when its response ends: the request id (also sent back as X-Request-Id), method, path,
 * status, duration in ms, and the user id when signed in. Nothing else of the request: no headers (cookies), no
 * body (passwords). A failed response carries its error with the stack. The balancer's health probes log at
 * debug. `req.log` is this request's logger for the code that serves it.
 */
export function requestLog(logger: Logger): RequestHandler[] {
  const http = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    quietReqLogger: true,
    wrapSerializers: false,
    genReqId(req, res) {
      const forwarded = req.headers["x-request-id"];
      const id = typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage) => ({
        method: req.method,
        path: loggedPath(originalUrl(req)),
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customAttributeKeys: { responseTime: "ms" },
    customProps: (_req, res) => ({
      userId: (res as ServerResponse & { locals?: { logFacts?: RequestFacts } }).locals?.logFacts?.userId,
    }),
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return PROBE_PATHS.has(req.url ?? "") ? "debug" : "info";
    },
    customSuccessMessage: lineMessage,
    customErrorMessage: lineMessage,
    // For a 500 without an error pino-http makes one up; the real one was logged with its stack where it was caught.
    customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
      error.message.startsWith("failed with status code") ? { ...value, err: undefined } : value,
  });
  const withFacts: RequestHandler = (_req, res, next) => {
    const own: RequestFacts = {};
    res.locals.logFacts = own;
    withRequestFacts(own, next);
  };
  return [http, withFacts];
}
