import { redirect } from "react-router";
import { destroySession } from "~server/accounts/sessions";
import type { Db } from "~server/db/handle";
import type { Route } from "./+types/logout";

async function signOut(db: Db, request: Request) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(db, request) } });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return signOut(context.db, request);
}

export function action({ request, context }: Route.ActionArgs) {
  return signOut(context.db, request);
}
