import { HomePage } from "~/components/home/home-page";
import { homePage } from "~server/catalog/home";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return homePage(context.readDb, context.media, context.prefs.locale, "one");
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage home={loaderData} variant="one" />;
}
