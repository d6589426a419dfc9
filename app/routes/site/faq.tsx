import { InfoPage } from "~/components/site/info-page";

export default function FaqPage() {
  return <InfoPage page="faq" />;
}
