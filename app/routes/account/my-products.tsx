import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { ProductCard } from "~/components/catalog/product-card";
import { EmptyState } from "~/components/ui/empty-state";
import { requireUser } from "~server/accounts/sessions";
import { productsOfOwner } from "~server/catalog/seller-products";
import type { Route } from "./+types/my-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return { products: await productsOfOwner(context.db, context.media, user.id) };
}

export default function MyProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AccountLayout title={t("accountNav.myProducts")}>
      {loaderData.products.length === 0 ? (
        <EmptyState message={t("myProducts.empty")} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {loaderData.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
