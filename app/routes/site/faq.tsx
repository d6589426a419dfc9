import { InfoPage } from "~/components/site/info-page";
import { readStoreSettings } from "~server/settings/store-settings";
import type { Route } from "./+types/faq";

export async function loader({ context }: Route.LoaderArgs) {
  // The return window is the store's setting (issue 49); a change of it drops this page from the page cache.
  return { returnDays: (await readStoreSettings(context.db)).returns.days };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page="faq" values={{ returnDays: loaderData.returnDays }} />;
}
