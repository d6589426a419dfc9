import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// What React Router 7's <Scripts> writes at the end of a page's shell.
const shell = `<head><link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en.1.json" data-messages="true"/></head><main>…</main><p>Ünïcödé before the scripts: ترتيب</p><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">;
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/catalog-D.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/catalog":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("scripts after paint", () => {
  it("hold the preloads and the route modules' imports until the page has painted, and load them together", () => {
    const page = scriptsAfterPaint(Buffer.from(shell)).toString();
    expect(page).not.toContain('rel="modulepreload"');
    expect(page.match(/<link rel="modulepreload-after-paint"/g)).toHaveLength(2);
    // The dictionary too: only the scripts read it.
    expect(page).toContain(
      '<link rel="preload-after-paint" as="fetch" crossorigin="anonymous" href="/locales/en.1.json"',
    );
    expect(page).not.toContain('rel="preload"');
    expect(page).not.toContain("import * as");
    const script = page.slice(page.indexOf('type="module"'));
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf('link.rel = "preload"'));
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/catalog-D.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/catalog":route1};');
    expect(page).toContain("<main>…</main><p>Ünïcödé before the scripts: ترتيب</p>");
    expect(page.endsWith('import("/assets/entry.client-A.js");</script></body></html>')).toBe(true);
  });

  it("hold the whole route manifest's import too, and have it before the entry is imported", () => {
    const withManifest = shell.replace('async="">;\n', 'async="">import "/assets/manifest-E.js";\n');
    const script = scriptsAfterPaint(Buffer.from(withManifest)).toString();
    const module = script.slice(script.indexOf('type="module"'));
    expect(module).not.toContain('import "/assets/manifest-E.js"');
    expect(module.indexOf("requestAnimationFrame")).toBeLessThan(module.indexOf('import("/assets/manifest-E.js")'));
    expect(module).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/catalog-D.js")]);',
    );
    expect(module.indexOf("await routeManifest;")).toBeLessThan(module.indexOf('import("/assets/entry.client-A.js")'));
  });

  it("leave a shell of another shape as it is, preloads included", () => {
    const other = shell.replace('type="module" async=""', 'type="module"');
    expect(scriptsAfterPaint(Buffer.from(other)).toString()).toBe(other);
  });
});
