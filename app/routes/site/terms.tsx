import { InfoPage } from "~/components/site/info-page";

export default function TermsPage() {
  return <InfoPage page="terms" />;
}
