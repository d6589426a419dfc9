import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import appCss from "~/app.css?url";
import { CoalescingStream } from "~/lib/coalescing-stream.server";
import { NonceContext } from "~/lib/nonce";
import { scriptsAfterPaint } from "~/lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

// Read by the server's page cache (server/http/app.ts) from the build: a kept page with a visitor's own parts.
export { personalizeKeptPage } from "~/lib/personal-parts.server";

/**
 * What a loader, an action or the rendering threw, into the request's log with its stack; a request the browser gave
 * up on is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // An unknown address or a refused method is an answer (404, 405), already on the request's line.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx answer may wrap what was thrown (React Router keeps it as `error`).
  const cause = isRouteErrorResponse(error) && "error" in error && error.error instanceof Error ? error.error : error;
  context.log.error({ err: cause }, "Serving the request failed");
  // A loader's promise that failed after the page began (a section shows its error): not a page to keep.
  context.dontKeepPage?.();
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The default entry of React Router 7, plus the nonce that lets the policy run the page's own scripts, and
  // React's small writes gathered into one chunk per turn.
  const nonce = loadContext.cspNonce;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (an island: lib/island.tsx) stays where it is in the HTML. React would move the
        // ones past the first 12.8 KB to the end of the stream, where only a script puts them back in place: a
        // browser without JavaScript would never show them.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new CoalescingStream({
            onFinal() {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            rewriteShell: scriptsAfterPaint,
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html");
          // The one stylesheet is asked for as the headers arrive, before the browser has read the page's head.
          responseHeaders.append("Link", `<${appCss}>; rel=preload; as=style`);

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Sent as far as it got (the status is out already), never kept for other visitors (decision 038).
          loadContext.dontKeepPage?.();
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            loadContext.log.error({ err: error }, "Rendering the page failed");
          }
        },
      },
    );
  });
}
