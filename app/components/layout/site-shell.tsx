import { DirectionProvider } from "@radix-ui/react-direction";
import { lazy, Suspense } from "react";
import { useMatches } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { loadSonner, onNotice } from "~/lib/toast";
import { useFirstInteraction } from "~/lib/use-hydrated";
import { directionOf } from "~domain/locales";
import { BackToTop } from "./back-to-top";
import { DesktopHeader } from "./desktop-header";
import { FlashToasts } from "./flash-toasts";
import { Footer } from "./footer";
import { MobileHeader } from "./mobile-header";
import { NavigationProgress } from "./navigation-progress";

// The notices' container mounts with Sonner's code at the visitor's first key or pointer press once the page has
// hydrated (every notice follows an action; before hydration a plain post's notice is the server's, decision 036),
// or with the first notice (app/lib/toast.ts): the live region is there before the answer it announces.
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * The notices' container, mounted at the visitor's first action or notice. Its own component: that moment re-renders
 * it alone, not the page, whose islands may still be hydrating (an update above them would render them again).
 */
function Notices({ dir }: { dir: "ltr" | "rtl" }) {
  const { t } = useTranslation();
  const acted = useFirstInteraction(onNotice);
  if (!acted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        duration={5000}
        dir={dir}
        closeButton
        richColors
        customAriaLabel={t("shell.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("shell.closeNotice") }}
      />
    </Suspense>
  );
}

/** A route asks for the compact header with `export const handle = { header: "compact" }`. */
export type ShellHandle = { header?: "compact" };

export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const dir = directionOf(locale);
  const compact = useMatches().some((match) => (match.handle as ShellHandle | undefined)?.header === "compact");
  return (
    <DirectionProvider dir={dir}>
      <a
        href="#main"
        className="sr-only z-[70] rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("shell.skipToContent")}
      </a>
      <MobileHeader />
      <DesktopHeader compact={compact} />
      <main id="main" tabIndex={-1} className="outline-none">
        {/* Inside a landmark: while it shows, it is page content (axe's "region" rule). */}
        <NavigationProgress />
        {children}
      </main>
      <Footer />
      <BackToTop />
      <FlashToasts />
      <Notices dir={dir} />
    </DirectionProvider>
  );
}
