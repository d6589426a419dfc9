import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { SITE } from "~/lib/site";

export function PhoneLabel() {
  const { t } = useTranslation();
  return (
    <a href={SITE.phoneHref} className="flex shrink-0 items-center gap-3">
      <Icon name="headphones" className="size-8 text-brand-600" />
      <span className="leading-tight">
        <span className="block text-xs text-gray-500">{t("shell.customerService")}</span>
        <span className="block text-lg font-bold">
          <bdi dir="ltr">{SITE.phone}</bdi>
        </span>
      </span>
    </a>
  );
}
