import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import { island } from "~/lib/island";
import { useRootData } from "~/lib/root-data";
import { CountBadge } from "../ui/count-badge";
import { indicatorClass } from "./indicator-class";

const CartDropdown = island(() => import("../cart/cart-dropdown").then((module) => module.CartDropdown));
const AccountIndicator = island(() => import("./account-indicator").then((module) => module.AccountIndicator));

function WishlistIndicator({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/shop/wishlist" className={indicatorClass} aria-label={t("shell.wishlistCount", { count })}>
      <Icon name="heart" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}

/** Shown to signed-in users only: guests have no compare list. */
function CompareIndicator({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link to="/shop/compare" className={indicatorClass} aria-label={t("shell.compareCount", { count })}>
      <Icon name="git-compare" className="size-6" />
      <CountBadge count={count} />
    </Link>
  );
}

/**
 * Signed-in users' conversations with sellers and buyers, with how many messages they have not read. A phone's header
 * shows it only when there are some (its menu's account links name the count too).
 */
function MessagesIndicator({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/account/messages"
      className={count > 0 ? indicatorClass : `${indicatorClass} max-sm:hidden`}
      aria-label={t("shell.messagesCount", { count })}
    >
      <Icon name="mail" className="size-6" />
      {count > 0 ? <CountBadge count={count} /> : null}
    </Link>
  );
}

/** Wish list, compare and messages (signed-in only), the account button (desktop headers) and cart. */
export function HeaderIndicators({ withAccount = false }: { withAccount?: boolean }) {
  const { user, lists, unreadMessages } = useRootData();
  return (
    <div className="flex items-center gap-1 max-sm:gap-0.5">
      <WishlistIndicator count={lists.wishlist.length} />
      {user ? <CompareIndicator count={lists.compare.length} /> : null}
      {user ? <MessagesIndicator count={unreadMessages} /> : null}
      {withAccount ? <AccountIndicator /> : null}
      <CartDropdown />
    </div>
  );
}
