import { WishlistTable } from "~/components/lists/wishlist-table";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { PageHeader } from "~/components/ui/page-header";
import { useTranslation } from "~/i18n/translation";
import { listAction, listProblem } from "~/lib/list-action.server";
import { requireUser } from "~server/accounts/sessions";
import { listProducts } from "~server/shopping/lists";
import type { Route } from "./+types/wishlist";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  const products = await listProducts(context.db, context.media, context.prefs.locale, user.id, "wishlist");
  return { products, problem: listProblem("wishlist", request) };
}

export function action(args: Route.ActionArgs) {
  return listAction("wishlist", args);
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, problem } = loaderData;
  return (
    <div className="container-store py-6">
      <PageHeader title={t("wishlist.title")} trail={[{ label: t("nav.shop"), to: "/shop/catalog" }]} />
      <FormAlert id="wishlist-problem" message={problem?.key} values={problem ?? undefined} />
      {products.length === 0 ? (
        <EmptyState message={t("wishlist.empty")} action={{ to: "/shop/catalog", label: t("cart.continue") }} />
      ) : (
        <WishlistTable products={products} />
      )}
    </div>
  );
}
