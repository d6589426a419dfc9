import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { LOCALE_LABELS, LOCALES } from "~domain/locales";
import { usePreferenceChange } from "./use-preference-change";

const menuClass =
  "z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 text-sm text-ink-900 shadow-lg data-[side=bottom]:mt-1";
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold";

function Trigger({ label, value }: { label: string; value: string }) {
  return (
    <DropdownMenu.Trigger className="inline-flex items-center gap-1 rounded px-2 py-1 hover:text-white">
      <span>
        {label}: <span className="font-semibold text-white">{value}</span>
      </span>
      <Icon name="chevron-down" className="size-3.5" />
    </DropdownMenu.Trigger>
  );
}

export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currencies, currencyCode } = useRootData();
  const change = usePreferenceChange();
  const current = currencies.find((c) => c.code === currencyCode);
  return (
    <DropdownMenu.Root>
      <Trigger label={t("shell.currency")} value={current ? `${current.symbol} ${current.code}` : currencyCode} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuClass} align="end">
          <DropdownMenu.RadioGroup value={currencyCode} onValueChange={(currency) => void change({ currency })}>
            {currencies.map((c) => (
              <DropdownMenu.RadioItem key={c.code} value={c.code} className={itemClass}>
                <span className="w-6 text-center">{c.symbol}</span>
                {c.name}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const change = usePreferenceChange();
  return (
    <DropdownMenu.Root>
      <Trigger label={t("shell.language")} value={LOCALE_LABELS[locale]} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuClass} align="end">
          <DropdownMenu.RadioGroup value={locale} onValueChange={(next) => void change({ locale: next })}>
            {LOCALES.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={itemClass} lang={code}>
                {LOCALE_LABELS[code]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
