import { FormTooLargeError } from "./form-limits";

/**
 * `body` read only as fast as it is asked for, erroring with FormTooLargeError once more than `maxBytes`
 * came through. The source is then left unread, never cancelled: cancelling a Node request's body
 * destroys its socket, and the 413 answer with it.
 */
export function countedBody(body: ReadableStream<Uint8Array>, maxBytes: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let seen = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen += value.byteLength;
        if (seen > maxBytes) {
          reader.releaseLock();
          return controller.error(new FormTooLargeError("body"));
        }
        controller.enqueue(value);
      },
    },
    { highWaterMark: 0 },
  );
}
