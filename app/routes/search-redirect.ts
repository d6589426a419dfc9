import { redirect } from "react-router";
import { searchPath } from "~/lib/search-path";
import type { Route } from "./+types/search-redirect";

// The header search form without JavaScript: /search?query=…&category=… → /search/{query}/{category}.
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("query") ?? "").trim().slice(0, 200);
  if (!query) return redirect("/shop/catalog");
  return redirect(searchPath(query, (params.get("category") ?? "").slice(0, 100)));
}
