import { Transform, type TransformCallback } from "node:stream";

/**
 * Passes on what React writes in one turn of the event loop as one chunk. React writes its HTML in pieces of
 * about 2 KB; each piece would otherwise cross the web stream and be compressed on its own. The first chunk (the
 * shell: React writes it in one turn) may be rewritten on its way.
 */
export class CoalescingStream extends Transform {
  #chunks: Buffer[] = [];
  #scheduled = false;
  #first = true;
  #onFinal?: () => void;
  #rewriteShell?: (html: Buffer) => Buffer;

  constructor(options: { onFinal?: () => void; rewriteShell?: (html: Buffer) => Buffer } = {}) {
    super();
    this.#onFinal = options.onFinal;
    this.#rewriteShell = options.rewriteShell;
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
    const chunk = this.#chunks.length === 1 ? (this.#chunks[0] as Buffer) : Buffer.concat(this.#chunks);
    this.#chunks = [];
    if (this.#first && this.#rewriteShell) this.push(this.#rewriteShell(chunk));
    else this.push(chunk);
    this.#first = false;
  }
}
