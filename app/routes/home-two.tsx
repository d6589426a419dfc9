import { HomePage } from "~/components/home/home-page";
import type { ShellHandle } from "~/components/layout/site-shell";
import { homePage } from "~server/catalog/home";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/home-two";

export async function loader({ context }: Route.LoaderArgs) {
  // The slides shown are those whose dates include now (the context's clock in tests).
  return homePage(context.readDb, context.media, context.prefs.locale, "two", (context.now ?? systemClock)());
}

export const handle: ShellHandle = { header: "compact" };

export default function HomeTwo({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData} variant="two" />;
}
