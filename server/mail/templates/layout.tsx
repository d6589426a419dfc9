import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { directionOf, type Locale } from "~domain/locales";
import { mailTranslator } from "../translate";

// Mail programs ignore stylesheets and most of CSS: styles are inline, and the direction comes from `dir` on the
// document and each block (logical properties are not understood by most of them).
const page = { backgroundColor: "#f3f4f6", fontFamily: "Helvetica, Arial, sans-serif", color: "#111827" };
const sheet = { backgroundColor: "#ffffff", borderRadius: "8px", padding: "24px", maxWidth: "600px" };
const brand = { fontSize: "20px", fontWeight: 700, margin: "0 0 16px" };
const small = { fontSize: "12px", color: "#6b7280", margin: "4px 0" };
export const buttonStyle = {
  backgroundColor: "#f59e0b",
  color: "#111827",
  fontWeight: 700,
  padding: "12px 20px",
  borderRadius: "6px",
  textDecoration: "none",
};

/** Every mail's frame: the store's name, a heading, the body, and the store's address in the footer. */
export function MailLayout({
  locale,
  preview,
  heading,
  children,
}: {
  locale: Locale;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const t = mailTranslator(locale);
  const dir = directionOf(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page} dir={dir}>
        <Container style={sheet} dir={dir}>
          <Text style={brand}>{t("common.store")}</Text>
          <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 12px" }}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={small}>{t("common.automatic")}</Text>
          <Text style={small}>{t("common.footer")}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's one call to action, as a button, with the address written out below for plain-text readers. */
export function ActionLink({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "20px 0" }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
    </Section>
  );
}
