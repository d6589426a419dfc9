import { useLocation } from "react-router";
import { DetailsMenu } from "~/components/ui/details-menu";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { type DropdownMenuModule, dropdownMenuCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import { type Intent, useBeforeScripts } from "~/lib/use-before-scripts";
import { LOCALE_LABELS, LOCALES } from "~domain/locales";
import { usePreferenceChange } from "./use-preference-change";

const menuClass =
  "z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 text-sm text-ink-900 shadow-lg data-[side=bottom]:mt-1";
const itemClass =
  "flex cursor-pointer items-center gap-2 rounded px-3 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold";

const triggerClass = "inline-flex items-center gap-1 rounded px-2 py-1 hover:text-white";

function TriggerContent({ label, value }: { label: string; value: string }) {
  return (
    <>
      <span>
        {label}: <span className="font-semibold text-white">{value}</span>
      </span>
      <Icon name="chevron-down" className="size-3.5" />
    </>
  );
}

function Trigger({
  DropdownMenu,
  triggerRef,
  label,
  value,
}: {
  DropdownMenu: DropdownMenuModule;
  triggerRef: React.Ref<HTMLButtonElement>;
  label: string;
  value: string;
}) {
  return (
    <DropdownMenu.Trigger ref={triggerRef} className={triggerClass}>
      <TriggerContent label={label} value={value} />
    </DropdownMenu.Trigger>
  );
}

/** Before the scripts: the same choices as a plain form posting to /preferences, in a native `<details>`. */
function MenuBeforeScripts({
  detailsRef,
  intent,
  label,
  value,
  field,
  choices,
}: {
  detailsRef: React.Ref<HTMLDetailsElement>;
  intent: Intent;
  label: string;
  value: string;
  field: "locale" | "currency";
  choices: { value: string; label: React.ReactNode; current: boolean; lang?: string }[];
}) {
  const location = useLocation();
  return (
    <DetailsMenu
      detailsRef={detailsRef}
      intent={intent}
      summary={<TriggerContent label={label} value={value} />}
      summaryClassName={triggerClass}
      panelClassName={`${menuClass} mt-1`}
    >
      <form method="post" action="/preferences" className="flex flex-col">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={field}
            value={choice.value}
            lang={choice.lang}
            aria-pressed={choice.current}
            className={`${itemClass} text-start hover:bg-brand-50 aria-pressed:font-semibold`}
          >
            {choice.label}
          </button>
        ))}
      </form>
    </DetailsMenu>
  );
}

export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currencies, currencyCode } = useRootData();
  const change = usePreferenceChange();
  const current = currencies.find((c) => c.code === currencyCode);
  const value = current ? `${current.symbol} ${current.code}` : currencyCode;
  const {
    ref,
    trigger,
    scripted: DropdownMenu,
    root,
    intent,
  } = useBeforeScripts<HTMLDetailsElement, DropdownMenuModule>(dropdownMenuCode);
  if (!DropdownMenu) {
    const choices = currencies.map((c) => ({
      value: c.code,
      current: c.code === currencyCode,
      label: (
        <>
          <span className="w-6 text-center">{c.symbol}</span>
          {c.name}
        </>
      ),
    }));
    return (
      <MenuBeforeScripts
        detailsRef={ref}
        intent={intent}
        label={t("shell.currency")}
        value={value}
        field="currency"
        choices={choices}
      />
    );
  }
  return (
    <DropdownMenu.Root {...root}>
      <Trigger DropdownMenu={DropdownMenu} triggerRef={trigger} label={t("shell.currency")} value={value} />
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
  const {
    ref,
    trigger,
    scripted: DropdownMenu,
    root,
    intent,
  } = useBeforeScripts<HTMLDetailsElement, DropdownMenuModule>(dropdownMenuCode);
  if (!DropdownMenu) {
    const choices = LOCALES.map((code) => ({
      value: code,
      current: code === locale,
      lang: code,
      label: LOCALE_LABELS[code],
    }));
    return (
      <MenuBeforeScripts
        detailsRef={ref}
        intent={intent}
        label={t("shell.language")}
        value={LOCALE_LABELS[locale]}
        field="locale"
        choices={choices}
      />
    );
  }
  return (
    <DropdownMenu.Root {...root}>
      <Trigger
        DropdownMenu={DropdownMenu}
        triggerRef={trigger}
        label={t("shell.language")}
        value={LOCALE_LABELS[locale]}
      />
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
