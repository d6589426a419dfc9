import { HomePage } from "~/components/home/home-page";
import type { ShellHandle } from "~/components/layout/site-shell";
import { homePage } from "~server/catalog/home";
import type { Route } from "./+types/home-two";

export async function loader({ context }: Route.LoaderArgs) {
  return homePage(context.readDb, context.media, context.prefs.locale, "two");
}

export const handle: ShellHandle = { header: "compact" };

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData} variant="two" />;
}
