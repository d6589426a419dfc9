import { Link } from "react-router";
import { ContactDetails } from "~/components/site/contact-details";
import { useTranslation } from "~/i18n/translation";
import { useRootData } from "~/lib/root-data";
import { SITE } from "~/lib/site";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks } from "./social-links";

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="hover:text-brand-400">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const information = [
    { to: "/site/about-us", label: t("nav.aboutUs") },
    { to: "/site/delivery", label: t("footer.deliveryInformation") },
    { to: "/site/privacy", label: t("footer.privacyPolicy") },
    { to: "/site/terms", label: t("footer.termsAndConditions") },
    { to: "/site/contact-us", label: t("nav.contactUs") },
    { to: "/site/returns", label: t("footer.returns") },
  ];
  const account = [
    { to: "/site/contact-us#location", label: t("nav.storeLocation") },
    { to: "/account/orders", label: t("footer.orderHistory") },
    { to: "/shop/wishlist", label: t("nav.wishlist") },
    { to: "/shop/compare", label: t("nav.compare") },
    { to: "/shop/track-order", label: t("nav.trackOrder") },
    { to: "/account/createProduct", label: t("footer.sellWithUs") },
  ];
  return (
    <footer className="mt-16 bg-ink-900 text-gray-300">
      <div className="container-store grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="mb-4 text-base font-bold text-white">
            {t("footer.contactUs")}
          </h2>
          <p className="mb-4 text-sm">{t("footer.about")}</p>
          <ContactDetails size="small" className="space-y-2 text-sm" hours={t("footer.hours")} />
        </section>
        <LinkList title={t("footer.information")} links={information} />
        <LinkList title={t("footer.myAccount")} links={account} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="mb-4 text-base font-bold text-white">
            {t("footer.newsletter")}
          </h2>
          <p className="mb-3 text-sm">{t("footer.newsletterText")}</p>
          <NewsletterForm />
          <p className="mt-5 mb-2 text-sm">{t("footer.followUs")}</p>
          <SocialLinks />
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-store flex flex-wrap items-center justify-between gap-4 py-4 text-sm">
          <p>{t("footer.copyright", { year: new Date().getFullYear(), name: SITE.name })}</p>
          <PaymentMarks />
        </div>
      </div>
    </footer>
  );
}

/** The ways to pay the store offers now (no card marks: cards are paid through PayPal, when it is offered). */
function PaymentMarks() {
  const { t } = useTranslation();
  const { paymentMethods } = useRootData();
  return (
    <ul aria-label={t("footer.payments")} className="flex flex-wrap gap-2">
      {paymentMethods.map((method) => (
        <li key={method} className="rounded bg-white px-2 py-1 text-xs font-bold text-ink-800">
          {t(`checkout.payment.${method}.title`)}
        </li>
      ))}
    </ul>
  );
}
