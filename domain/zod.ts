// biome-ignore lint/style/noRestrictedImports: the one module of browser code that imports zod itself.
import { z } from "zod";

// zod compiles its object parsers with `new Function` when eval is allowed, and finds out by trying it when the
// first object schema is built. Our Content-Security-Policy forbids eval in the browser, so the parsers could
// never be compiled there, and the browser reports the attempt as a policy violation on every page. jitless
// skips the attempt; it must be set before any schema is built, hence this module, which every schema in
// browser code imports z from. The server keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
