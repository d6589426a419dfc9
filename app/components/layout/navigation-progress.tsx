import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";

/** A slim bar at the top while a client-side navigation is pending (no full-page preloader). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-label={t("shell.loading")}
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-brand-600 transition-[opacity,transform] duration-500 rtl:origin-right ${
        busy ? "scale-x-75 opacity-100 delay-150" : "scale-x-0 opacity-0"
      }`}
    />
  );
}
