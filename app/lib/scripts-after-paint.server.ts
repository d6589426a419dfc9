const PRELOAD_AFTER_PAINT = "modulepreload-after-paint";
// A frame, then a task: the page has painted (or, in a tab that draws no frames, a quarter of a second has passed).
const AFTER_PAINT = `await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 250); });
for (const link of document.querySelectorAll('link[rel="${PRELOAD_AFTER_PAINT}"]')) link.rel = "modulepreload";`;
const MODULE_SCRIPT = /(<script [^>]*type="module" async="">);?\n((?:import \* as \w+ from "[^"]+";\n)+)/;

/**
 * The page is whole without its scripts (they hydrate it), so they start once it has painted: their preloads
 * wait as `rel="modulepreload-after-paint"`, and React Router's module script waits for a frame before it
 * imports the route modules (which import the entry's chunks) together. Otherwise the scripts compete with the
 * stylesheet, the first pictures and the page's own layout for the network and the main thread. React Router's
 * <Scripts> has no option for it; should its output change shape, the shell is left as it is (a test notices).
 */
export function scriptsAfterPaint(shell: string): string {
  const match = MODULE_SCRIPT.exec(shell);
  if (!match) return shell;
  const [whole, tag, imports = ""] = match;
  const modules = [...imports.matchAll(/import \* as (\w+) from ("[^"]+");/g)];
  const names = modules.map(([, name]) => name).join(", ");
  const loads = modules.map(([, , href]) => `import(${href})`).join(", ");
  const waiting = `${tag}${AFTER_PAINT}\nconst [${names}] = await Promise.all([${loads}]);\n`;
  return (shell.slice(0, match.index) + waiting + shell.slice(match.index + whole.length)).replaceAll(
    '<link rel="modulepreload" href=',
    `<link rel="${PRELOAD_AFTER_PAINT}" href=`,
  );
}
