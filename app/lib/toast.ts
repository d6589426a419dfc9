// Sonner (33 KB before compression) is fetched at the visitor's first action once the page has hydrated, or with the
// first notice, not with the page's own scripts: nothing shows a notice before someone acts. A notice shown before
// its Toaster mounts is replayed by Sonner when it does.
let sonner: Promise<typeof import("sonner")> | undefined;

export function loadSonner(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

const noticeListeners = new Set<() => void>();
let noticeShown = false;

/**
 * Calls `listener` at the first notice (the shell mounts the notices' container then), at once if one was shown
 * already (a page's effect may show one before the shell's effect listens); returns its end.
 */
export function onNotice(listener: () => void): () => void {
  if (noticeShown) {
    listener();
    return () => {};
  }
  noticeListeners.add(listener);
  return () => {
    noticeListeners.delete(listener);
  };
}

function show(kind: "success" | "error" | "info") {
  return (message: string) => {
    noticeShown = true;
    for (const listener of noticeListeners) listener();
    void loadSonner().then(({ toast }) => toast[kind](message));
  };
}

/** Sonner's `toast.success`, `toast.error` and `toast.info`, loading Sonner first if need be. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
