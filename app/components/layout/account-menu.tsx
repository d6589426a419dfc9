import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { type DropdownMenuModule, dropdownMenuCode } from "~/lib/radix-on-intent";
import { useRootData } from "~/lib/root-data";
import type { RootData } from "~/lib/root-data.server";
import { useBeforeScripts } from "~/lib/use-before-scripts";
import { AccountSummary } from "./account-summary";

/** The account links of the specification, in the order it lists them; an operator also gets the back office. */
export function useAccountLinks() {
  const { t } = useTranslation();
  const { user, unreadMessages } = useRootData();
  return [
    { to: "/account/dashboard", label: t("accountNav.dashboard") },
    { to: "/account/profile", label: t("accountNav.profile") },
    { to: "/account/orders", label: t("accountNav.orders") },
    { to: "/account/addresses", label: t("accountNav.addresses") },
    { to: "/account/password", label: t("accountNav.password") },
    { to: "/account/createProduct", label: t("accountNav.createProduct") },
    { to: "/account/myProducts", label: t("accountNav.myProducts") },
    { to: "/account/shop", label: t("accountNav.shop") },
    { to: "/account/sales", label: t("accountNav.sales") },
    { to: "/account/coupons", label: t("accountNav.coupons") },
    { to: "/account/earnings", label: t("accountNav.earnings") },
    {
      to: "/account/messages",
      label: unreadMessages > 0 ? t("accountNav.messagesUnread", { count: unreadMessages }) : t("accountNav.messages"),
    },
    ...(user?.role === "operator" ? [{ to: "/admin", label: t("accountNav.admin") }] : []),
    // A full page load after signing out, so nothing of the session stays on screen.
    { to: "/account/logout", label: t("accountNav.logout"), reloadDocument: true },
  ];
}

const triggerClass = "inline-flex items-center gap-1 rounded px-2 py-1 hover:text-white";

/** Top bar: "My Account" with the account links for a signed-in user, a Login link for a guest. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useRootData();
  if (!user) {
    return (
      <Link to="/account/login" className="inline-flex items-center gap-1 px-2 hover:text-white">
        <Icon name="user" className="size-3.5" />
        {t("nav.login")}
      </Link>
    );
  }
  return (
    <AccountDropdown user={user} className={triggerClass} sideOffset={4}>
      <Icon name="user" className="size-3.5" />
      {t("accountNav.myAccount")}
      <Icon name="chevron-down" className="size-3.5" />
    </AccountDropdown>
  );
}

/**
 * A signed-in user's account menu under a button (`children`, named `label` when it shows only a picture). Before the
 * scripts (and the menu's code, decision 072): a link to the account's own page, which lists the same links.
 */
export function AccountDropdown({
  user,
  className,
  label,
  sideOffset,
  children,
}: {
  user: NonNullable<RootData["user"]>;
  className: string;
  label?: string;
  sideOffset: number;
  children: React.ReactNode;
}) {
  const menu = useBeforeScripts<HTMLAnchorElement, DropdownMenuModule>(dropdownMenuCode);
  const DropdownMenu = menu.scripted;
  if (!DropdownMenu) {
    return (
      <Link ref={menu.ref} to="/account/dashboard" className={className} aria-label={label} {...menu.link("menu")}>
        {children}
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false} {...menu.root}>
      <DropdownMenu.Trigger ref={menu.trigger} className={className} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      {/* In place, not portalled: the menu stays inside the header's landmark. */}
      <AccountMenuContent DropdownMenu={DropdownMenu} user={user} sideOffset={sideOffset} />
    </DropdownMenu.Root>
  );
}

/** The signed-in account dropdown's panel: who is signed in, then the account links. */
function AccountMenuContent({
  DropdownMenu,
  user,
  sideOffset,
}: {
  DropdownMenu: DropdownMenuModule;
  user: NonNullable<RootData["user"]>;
  sideOffset: number;
}) {
  const links = useAccountLinks();
  return (
    <DropdownMenu.Content
      align="end"
      sideOffset={sideOffset}
      className="z-50 w-64 rounded-md border border-gray-200 bg-white p-1 text-sm text-ink-900 shadow-lg"
    >
      <AccountSummary user={user} />
      {links.map((link) => (
        <DropdownMenu.Item key={link.to} asChild>
          <Link
            to={link.to}
            reloadDocument={link.reloadDocument}
            className="block rounded px-3 py-2 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 data-[highlighted]:bg-brand-50"
          >
            {link.label}
          </Link>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Content>
  );
}
