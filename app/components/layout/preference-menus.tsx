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

type Choice = { value: string; label: React.ReactNode; current: boolean; lang?: string };

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
  choices: Choice[];
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

/**
 * A top-bar menu of one preference: a native `<details>` of plain posts before the scripts (and the menu's code,
 * decision 072), a Radix menu of radio items then.
 */
function PreferenceMenu({
  label,
  value,
  field,
  choices,
}: {
  label: string;
  value: string;
  field: "locale" | "currency";
  choices: Choice[];
}) {
  const change = usePreferenceChange();
  const menu = useBeforeScripts<HTMLDetailsElement, DropdownMenuModule>(dropdownMenuCode);
  const DropdownMenu = menu.scripted;
  if (!DropdownMenu) {
    return (
      <MenuBeforeScripts
        detailsRef={menu.ref}
        intent={menu.intent}
        label={label}
        value={value}
        field={field}
        choices={choices}
      />
    );
  }
  const chosen = choices.find((choice) => choice.current)?.value;
  return (
    <DropdownMenu.Root {...menu.root}>
      <Trigger DropdownMenu={DropdownMenu} triggerRef={menu.trigger} label={label} value={value} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuClass} align="end">
          <DropdownMenu.RadioGroup
            value={chosen}
            onValueChange={(next) => void change(field === "locale" ? { locale: next } : { currency: next })}
          >
            {choices.map((choice) => (
              <DropdownMenu.RadioItem key={choice.value} value={choice.value} className={itemClass} lang={choice.lang}>
                {choice.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currencies, currencyCode } = useRootData();
  const current = currencies.find((c) => c.code === currencyCode);
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
    <PreferenceMenu
      label={t("shell.currency")}
      value={current ? `${current.symbol} ${current.code}` : currencyCode}
      field="currency"
      choices={choices}
    />
  );
}

export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const choices = LOCALES.map((code) => ({
    value: code,
    current: code === locale,
    lang: code,
    label: LOCALE_LABELS[code],
  }));
  return <PreferenceMenu label={t("shell.language")} value={LOCALE_LABELS[locale]} field="locale" choices={choices} />;
}
