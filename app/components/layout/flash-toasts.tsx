import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { toast } from "~/lib/toast";
import type { Flash } from "~server/http/flash";

const ICONS = { success: "circle-check", error: "x", info: "check" } as const;

function useFlashText(): (flash: Flash) => string {
  const { t } = useTranslation();
  return ({ key, name, count, limit, code }) => t(key, { name, count, limit, code });
}

/**
 * A plain post's confirmation (decision 036). The one that came with the page is drawn by the server, like Sonner's
 * toasts, before any script: it fades by CSS and closes without JavaScript. One that comes later (a revalidation after
 * a post made with the scripts running) goes to Sonner, so none shows twice.
 */
export function FlashToasts() {
  const { t } = useTranslation();
  const { flash } = useRootData();
  const text = useFlashText();
  const [served] = useState(flash);
  const shown = useRef(flash?.id);
  useEffect(() => {
    if (!flash || flash.id === shown.current) return;
    shown.current = flash.id;
    toast[flash.kind](text(flash));
  }, [flash, text]);
  if (!served) return null;
  return (
    <div className="flash-region" data-flash={served.key}>
      <div className="flash-toast" data-kind={served.kind} role={served.kind === "error" ? "alert" : "status"}>
        <Icon name={ICONS[served.kind]} className="size-5 shrink-0" />
        <span className="flex-1">{text(served)}</span>
        <label className="flash-close">
          <input type="checkbox" className="sr-only" aria-label={t("shell.closeNotice")} />
          <Icon name="x" className="size-3.5" />
        </label>
      </div>
    </div>
  );
}
