import { Form, useNavigation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/translation";
import type { ListKind } from "~server/shopping/lists";

/** The × that takes one product off a list page (a plain post: the page reloads its list). */
export function RemoveFromListForm({
  list,
  product,
  withText = false,
}: {
  list: ListKind;
  product: { id: number; name: string };
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const removing =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "remove" &&
    navigation.formData.get("productId") === String(product.id);
  return (
    <Form method="post" action={`/shop/${list}`}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={product.id} />
      <button
        type="submit"
        disabled={removing}
        aria-label={t(list === "wishlist" ? "wishlist.removeNamed" : "compare.removeNamed", { name: product.name })}
        className={
          withText
            ? "btn btn-outline inline-flex w-full gap-1 px-2 py-1.5 text-sm"
            : "rounded-md p-2 text-gray-500 hover:bg-black/5 hover:text-red-700"
        }
      >
        <Icon name="x" className="size-4" />
        {withText ? t("compare.remove") : null}
      </button>
    </Form>
  );
}
