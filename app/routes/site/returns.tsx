import { InfoPage } from "~/components/site/info-page";
import { formatMinorUnits, USD } from "~domain/money";
import { readStoreSettings } from "~server/settings/store-settings";
import type { Route } from "./+types/returns";

export async function loader({ context }: Route.LoaderArgs) {
  // The policy as the store's settings say now (issue 49); a change of them drops this page from the page cache.
  const { returns } = await readStoreSettings(context.db);
  return {
    returnDays: returns.days,
    answerDays: returns.answerDays,
    shippingMax: formatMinorUnits(returns.shippingMaxCents, USD),
  };
}

export default function ReturnsPage({ loaderData }: Route.ComponentProps) {
  return <InfoPage page="returns" values={loaderData} />;
}
