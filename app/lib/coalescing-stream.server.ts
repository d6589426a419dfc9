import { Transform, type TransformCallback } from "node:stream";

/**
 * Passes on what React writes in one turn of the event loop as one chunk. React writes its HTML in pieces of
 * about 2 KB; each piece would otherwise cross the web stream and be compressed on its own.
 */
export class CoalescingStream extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;
  #onFinal?: () => void;

  constructor(onFinal?: () => void) {
    super();
    this.#onFinal = onFinal;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#chunks.push(chunk);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => this.#pushChunks());
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.#pushChunks();
    this.#onFinal?.();
    callback();
  }

  #pushChunks() {
    this.#scheduled = false;
    if (this.#chunks.length === 0) return;
    this.push(this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks));
    this.#chunks = [];
  }
}
