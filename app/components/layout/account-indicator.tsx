import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as Popover from "@radix-ui/react-popover";
import { Form, Link, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { LoginFields } from "../account/login-fields";
import { AccountMenuContent } from "./account-menu";
import { Avatar } from "./account-summary";
import { indicatorClass } from "./indicator-class";

/**
 * The header's account button (desktop): signed in, the account menu under the user's picture; signed
 * out, a compact login form that brings the user back to this page.
 */
export function AccountIndicator() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const hydrated = useHydrated();
  // Before the scripts: links to the pages holding the same menu and form.
  if (!hydrated) {
    return user ? (
      <Link
        to="/account/dashboard"
        className={indicatorClass}
        aria-label={t("accountNav.menuOf", { name: user.displayName })}
      >
        <Avatar user={user} size={28} />
      </Link>
    ) : (
      <Link to="/account/login" className={indicatorClass} aria-label={t("account.loginTitle")}>
        <Icon name="user" className="size-6" />
      </Link>
    );
  }
  if (user) {
    return (
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={indicatorClass}
          aria-label={t("accountNav.menuOf", { name: user.displayName })}
        >
          <Avatar user={user} size={28} />
        </DropdownMenu.Trigger>
        {/* In place, not portalled: the menu stays inside the header's landmark. */}
        <AccountMenuContent user={user} sideOffset={6} />
      </DropdownMenu.Root>
    );
  }
  return (
    <Popover.Root>
      <Popover.Trigger className={indicatorClass} aria-label={t("account.loginTitle")}>
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
