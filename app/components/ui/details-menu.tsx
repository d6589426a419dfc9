import type { Ref } from "react";
import type { Intent } from "~/lib/use-before-scripts";

/**
 * A header menu before the scripts run (decision 036): a native `<details>` whose summary looks like the scripted
 * menu's button and whose panel drops below it, so it opens and closes without JavaScript.
 */
export function DetailsMenu({
  detailsRef,
  summary,
  summaryClassName,
  label,
  panelClassName,
  align = "end",
  intent,
  children,
}: {
  detailsRef: Ref<HTMLDetailsElement>;
  /** Fetches the scripted menu's code (useBeforeScripts). */
  intent: Intent;
  summary: React.ReactNode;
  summaryClassName: string;
  /** The summary's name when it shows only an icon. */
  label?: string;
  panelClassName: string;
  align?: "start" | "end";
  children: React.ReactNode;
}) {
  return (
    <details ref={detailsRef} className="relative" {...intent}>
      <summary
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${summaryClassName}`}
        aria-label={label}
      >
        {summary}
      </summary>
      <div className={`absolute top-full z-50 ${align === "end" ? "end-0" : "start-0"} ${panelClassName}`}>
        {children}
      </div>
    </details>
  );
}
