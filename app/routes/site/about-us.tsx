import { InfoPage } from "~/components/site/info-page";

export default function AboutPage() {
  return <InfoPage page="about" />;
}
