const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";
const FETCH_AFTER_PAINT = "preload-after-paint";
// A frame, then a task: the page has painted (or, in a tab that draws no frames, a quarter of a second has passed).
const AFTER_PAINT = `await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 250); });
for (const link of document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]')) link.rel = "modulepreload";
for (const link of document.querySelectorAll('link[rel="${FETCH_AFTER_PAINT}"]')) link.rel = "preload";`;
// React Router's module script: the whole route manifest's import first where the pages carry no partial manifest
// (routeDiscovery "initial": this store's, decision 066), then one `import * as` per route module.
const MODULE_SCRIPT =
  /^(<script [^>]*type="module" async="">)(?:import ("[^"]+"))?;?\n((?:import \* as \w+ from "[^"]+";\n)+)/;
const MODULE_MARK = 'type="module" async="">';
const PRELOAD = Buffer.from('<link rel="modulepreload" href=');
const WAITING_PRELOAD = Buffer.from(`<link rel="${PRELOAD_AFTER_PAINT}" href=`);
// The page's dictionary (root.tsx): only the scripts read it, and it is a third of what they fetch.
const FETCH_PRELOAD = Buffer.from('<link rel="preload" as="fetch"');
const WAITING_FETCH_PRELOAD = Buffer.from(`<link rel="${FETCH_AFTER_PAINT}" as="fetch"`);

/** React Router's module script (from `<script` to before `</script>`) made to wait, or null if not recognised. */
function waitingModuleScript(script: string): string | null {
  const match = MODULE_SCRIPT.exec(script);
  if (!match) return null;
  const [whole, tag, manifest, imports = ""] = match;
  const modules = [...imports.matchAll(/import \* as (\w+) from ("[^"]+");/g)];
  const names = modules.map(([, name]) => name).join(", ");
  const loads = modules.map(([, , href]) => `import(${href})`).join(", ");
  // The manifest loads beside the route modules, and is there before the entry (which reads it) is imported.
  const [startManifest, awaitManifest] = manifest
    ? [`const routeManifest = import(${manifest});\n`, "await routeManifest;\n"]
    : ["", ""];
  return `${tag}${AFTER_PAINT}\n${startManifest}const [${names}] = await Promise.all([${loads}]);\n${awaitManifest}${script.slice(whole.length)}`;
}

/**
 * The page is whole without its scripts (they hydrate it), so they start once it has painted: their preloads
 * wait as `rel="modulepreload-after-paint"` (the dictionary's, `rel="preload-after-paint"`), and React Router's
 * module script waits for a frame before it turns them on and imports the route modules (which import the entry's
 * chunks) together. Otherwise the scripts and their data compete with the stylesheet, the first pictures and the
 * page's own layout for the network and the main thread. React Router's
 * <Scripts> has no option for it; should its output change shape, the shell is left as it is (a test notices).
 * Works on the bytes: only the module script is decoded, not the whole page.
 */
export function scriptsAfterPaint(shell: Buffer): Buffer {
  const mark = shell.indexOf(MODULE_MARK);
  const start = mark < 0 ? -1 : shell.lastIndexOf("<script ", mark);
  const end = mark < 0 ? -1 : shell.indexOf("</script>", mark);
  if (start < 0 || end < 0) return shell;
  const script = waitingModuleScript(shell.toString("utf8", start, end));
  if (script === null) return shell;
  const edits: { at: number; length: number; by: Buffer }[] = [
    { at: start, length: end - start, by: Buffer.from(script) },
  ];
  for (const [preload, waiting] of [
    [PRELOAD, WAITING_PRELOAD],
    [FETCH_PRELOAD, WAITING_FETCH_PRELOAD],
  ] as const) {
    for (let at = shell.indexOf(preload); at >= 0; at = shell.indexOf(preload, at + preload.length)) {
      edits.push({ at, length: preload.length, by: waiting });
    }
  }
  edits.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const edit of edits) {
    parts.push(shell.subarray(from, edit.at), edit.by);
    from = edit.at + edit.length;
  }
  parts.push(shell.subarray(from));
  return Buffer.concat(parts);
}
