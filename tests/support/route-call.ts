import type { AppContext } from "~server/app-context";
import type { Db } from "~server/db/handle";
import { silentLogger } from "~server/log/logger";
import type { MediaStore } from "~server/media/store";

/** What a loader or action receives, as the HTTP server builds it, for calling routes directly. */
export function appContext(db: Db, media: MediaStore, overrides: Partial<AppContext> = {}): AppContext {
  return {
    db,
    readDb: db,
    readsFromReplica: false,
    media,
    prefs: { locale: "en", currency: "USD" },
    publicUrl: "http://localhost",
    clientIp: "192.0.2.1",
    cspNonce: "",
    authLimits: { signInPerMinute: 1000, signUpPerMinute: 1000 },
    paypal: null,
    // Nothing listens there: a test that turns the VIES check on names its stand-in.
    viesUrl: "http://127.0.0.1:9",
    log: silentLogger(),
    ...overrides,
  };
}

/** A route's answer: data with its status, or a Response (thrown or returned: redirects, 404s). */
export type RouteAnswer = {
  status: number;
  data?: unknown;
  location?: string | null;
  setCookie?: string | null;
  /** A Response's body and type (a resource route's XML or text). */
  body?: string;
  contentType?: string | null;
  /** All of a Response's headers (caching, file name). */
  headers?: Headers;
};

/** Any loader or action: each declares its own typed arguments. */
type RouteFunction = (args: never) => unknown;

/** Calls a loader or action the way React Router does, and reads what it answered. */
export async function callRoute(
  fn: RouteFunction,
  args: { request: Request; context: AppContext; params?: Record<string, string> },
): Promise<RouteAnswer> {
  let result: unknown;
  try {
    result = await fn({ params: {}, ...args } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      setCookie: result.headers.get("Set-Cookie"),
      body: await result.text(),
      contentType: result.headers.get("Content-Type"),
      headers: result.headers,
    };
  }
  // `data(value, init)` gives a DataWithResponseInit: { type: "DataWithResponseInit", data, init }.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: result };
}

/** A form post from a browser that has this cookie. */
export function formPost(url: string, fields: Record<string, string | Blob> | FormData, cookie?: string): Request {
  let body: FormData | URLSearchParams;
  if (fields instanceof FormData) body = fields;
  else if (Object.values(fields).some((value) => value instanceof Blob)) {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  } else body = new URLSearchParams(fields as Record<string, string>);
  return new Request(`http://localhost${url}`, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

export function pageRequest(url: string, cookie?: string): Request {
  return new Request(`http://localhost${url}`, { headers: cookie ? { cookie } : {} });
}

/** The `name=value` part of a Set-Cookie header, as a browser would send it back. */
export function cookieFrom(setCookie: string | null | undefined): string {
  return (setCookie ?? "").split(";")[0] ?? "";
}
