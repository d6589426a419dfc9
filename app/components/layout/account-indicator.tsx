import { Form, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { type PopoverModule, popoverCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import type { RootData } from "~/lib/root-data.server";
import { useBeforeScripts } from "~/lib/use-before-scripts";
import { LoginFields } from "../account/login-fields";
import { AccountDropdown } from "./account-menu";
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
  return (
    <AccountDropdown
      user={user}
      className={indicatorClass}
      label={t("accountNav.menuOf", { name: user.displayName })}
      sideOffset={6}
    >
      <Avatar user={user} size={28} />
    </AccountDropdown>
  );
}

function LoginPopover() {
  const { t } = useTranslation();
  const popover = useBeforeScripts<HTMLAnchorElement, PopoverModule>(popoverCode);
  const Popover = popover.scripted;
  if (!Popover) {
    return (
      <Link
        ref={popover.ref}
        to="/account/login"
        className={indicatorClass}
        aria-label={t("account.loginTitle")}
        {...popover.link("dialog")}
      >
        <Icon name="user" className="size-6" />
      </Link>
    );
  }
  return (
    <Popover.Root {...popover.root}>
      <Popover.Trigger ref={popover.trigger} className={indicatorClass} aria-label={t("account.loginTitle")}>
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
