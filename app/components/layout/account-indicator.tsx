import { Form, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { type DropdownMenuModule, dropdownMenuCode, type PopoverModule, popoverCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import type { RootData } from "~/lib/root-data.server";
import { useBeforeScripts } from "~/lib/use-before-scripts";
import { LoginFields } from "../account/login-fields";
import { AccountMenuContent } from "./account-menu";
import { Avatar } from "./account-summary";
import { indicatorClass } from "./indicator-class";

/**
 * The header's account button (desktop): signed in, the account menu under the user's picture; signed
 * out, a compact login form that brings the user back to this page.
 */
export function AccountIndicator() {
  const { user } = useRootData();
  return user ? <UserMenu user={user} /> : <LoginPopover />;
}

// Before the scripts (and their menu's code, decision 072): links to the pages holding the same menu and form.

function UserMenu({ user }: { user: NonNullable<RootData["user"]> }) {
  const { t } = useTranslation();
  const {
    ref,
    trigger,
    scripted: DropdownMenu,
    root,
    link,
  } = useBeforeScripts<HTMLAnchorElement, DropdownMenuModule>(dropdownMenuCode);
  const label = t("accountNav.menuOf", { name: user.displayName });
  if (!DropdownMenu) {
    return (
      <Link ref={ref} to="/account/dashboard" className={indicatorClass} aria-label={label} {...link("menu")}>
        <Avatar user={user} size={28} />
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false} {...root}>
      <DropdownMenu.Trigger ref={trigger} className={indicatorClass} aria-label={label}>
        <Avatar user={user} size={28} />
      </DropdownMenu.Trigger>
      {/* In place, not portalled: the menu stays inside the header's landmark. */}
      <AccountMenuContent DropdownMenu={DropdownMenu} user={user} sideOffset={6} />
    </DropdownMenu.Root>
  );
}

function LoginPopover() {
  const { t } = useTranslation();
  const {
    ref,
    trigger,
    scripted: Popover,
    root,
    link,
  } = useBeforeScripts<HTMLAnchorElement, PopoverModule>(popoverCode);
  if (!Popover) {
    return (
      <Link
        ref={ref}
        to="/account/login"
        className={indicatorClass}
        aria-label={t("account.loginTitle")}
        {...link("dialog")}
      >
        <Icon name="user" className="size-6" />
      </Link>
    );
  }
  return (
    <Popover.Root {...root}>
      <Popover.Trigger ref={trigger} className={indicatorClass} aria-label={t("account.loginTitle")}>
        <Icon name="user" className="size-6" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t("account.loginTitle")}
          className="z-50 w-72 rounded-md border border-gray-200 bg-white p-4 text-sm text-ink-900 shadow-xl"
        >
          <HeaderLoginForm />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function HeaderLoginForm() {
  const { t } = useTranslation();
  const location = useLocation();
  // Back to this page afterwards; from the login page itself, home.
  const here = location.pathname === "/account/login" ? "/" : `${location.pathname}${location.search}`;
  return (
    <Form method="post" action="/account/login" className="space-y-3">
      <LoginFields
        redirectTo={here}
        afterPassword={
          <Link to="/account/forgot-password" className="mt-1 inline-block text-xs text-brand-700 hover:underline">
            {t("account.forgot")}
          </Link>
        }
      />
      <button type="submit" className="btn btn-primary w-full">
        {t("account.loginButton")}
      </button>
      <Link to="/account/login" className="btn btn-outline w-full">
        {t("account.createAccount")}
      </Link>
    </Form>
  );
}
