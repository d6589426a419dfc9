import { Icon } from "~/components/ui/icon";
import { SentenceWith } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/translation";
import { SITE } from "~/lib/site";

/**
 * The store's address, phone, email and opening hours, each beside its icon: in the footer (small, on
 * dark) and on the contact pages (larger, with the hours written out).
 */
export function ContactDetails({
  size,
  hours,
  className = "",
}: {
  size: "small" | "large";
  /** The opening hours as this place shows them. */
  hours: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const icon =
    size === "small"
      ? "size-4 shrink-0 translate-y-0.5 text-brand-400"
      : "size-5 shrink-0 translate-y-0.5 text-brand-600";
  const item = size === "small" ? "flex gap-2" : "flex gap-3";
  return (
    <ul className={className}>
      <li className={item}>
        <Icon name="map-pin" className={icon} />
        {/* The street keeps its own (English) order inside an address written in the page's language. */}
        <span>
          <SentenceWith sentence={(street) => t("footer.address", { street })} text={SITE.street} lang="en" />
        </span>
      </li>
      <li className={item}>
        <Icon name="phone" className={icon} />
        <a href={SITE.phoneHref}>
          <bdi dir="ltr">{SITE.phone}</bdi>
        </a>
      </li>
      <li className={item}>
        <Icon name="mail" className={icon} />
        <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
      </li>
      <li className={item}>
        <Icon name="clock" className={icon} />
        {hours}
      </li>
    </ul>
  );
}
