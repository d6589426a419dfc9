import { HomePage } from "~/components/home/home-page";
import { homePage } from "~server/catalog/home";
import { systemClock } from "~server/http/rate-limit";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  // The slides shown are those whose dates include now (the context's clock in tests).
  return homePage(context.readDb, context.media, context.prefs.locale, "one", (context.now ?? systemClock)());
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData} variant="one" />;
}
