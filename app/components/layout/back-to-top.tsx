import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";

const THRESHOLD_PX = 300;

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      className="fixed bottom-6 end-6 z-30 rounded-full bg-ink-800 p-3 text-white shadow-lg hover:bg-ink-900"
      aria-label={t("shell.backToTop")}
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
