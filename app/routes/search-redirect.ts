import { redirect } from "react-router";
import { searchPath } from "~domain/search-path";
import { searchParamsSchema } from "~domain/search-query";
import { objectFromInput } from "~domain/untrusted-keys";
import type { Route } from "./+types/search-redirect";

// The search form without JavaScript: /search?query=…&category=… → /search/{query}/{category}.
export function loader({ request }: Route.LoaderArgs) {
  const { query, category } = searchParamsSchema.parse(objectFromInput(new URL(request.url).searchParams));
  if (!query) return redirect("/shop/catalog");
  return redirect(searchPath(query, category ?? ""));
}
