import { useTranslation } from "~/i18n/translation";
import { dateFormat } from "~domain/intl-formats";

/**
 * When a message was written, to the minute, in UTC: the date in the reader's language and the time on 24 hours,
 * formatted apart so that the server's HTML and the browser's agree.
 */
export function MessageTime({ iso }: { iso: string }) {
  const { locale } = useTranslation();
  const at = new Date(iso);
  const date = dateFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(at);
  const time = dateFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(at);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {`${date} · ${time} UTC`}
    </time>
  );
}
