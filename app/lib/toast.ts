// Sonner (33 KB before compression) is fetched once the page has hydrated, or with the first notice, not with the
// page's own scripts: nothing shows a notice before someone acts. A notice shown before its Toaster mounts is
// replayed by Sonner when it does.
let sonner: Promise<typeof import("sonner")> | undefined;

export function loadSonner(): Promise<typeof import("sonner")> {
  sonner ??= import("sonner");
  return sonner;
}

function show(kind: "success" | "error" | "info") {
  return (message: string) => {
    void loadSonner().then(({ toast }) => toast[kind](message));
  };
}

/** Sonner's `toast.success`, `toast.error` and `toast.info`, loading Sonner first if need be. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
