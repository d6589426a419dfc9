import { useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { RootData } from "~/lib/root-data.server";
import { SITE } from "~/lib/site";

/** The store's picture for pages without one of their own, as link previews show it (1200×630). */
const SITE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** A text cut to about 155 characters at a word boundary, for search result snippets and link previews. */
export function metaDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

type Image = { url: string; width: number; height: number };

export type PageMetaProps = {
  title?: string;
  description?: string;
  type?: "website" | "article" | "product";
  image?: Image;
  canonical?: string;
};

/**
 * The page's title ("page name — site name"), description and Open Graph tags, hoisted into <head> by React.
 * Every page renders exactly one: without a description of its own a page gets the store's, without a
 * picture the store's picture, and its address is `canonical` or the path it was reached at.
 */
export function PageMeta({ title, description, type = "website", image, canonical }: PageMetaProps) {
  const { t } = useTranslation();
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const { pathname } = useLocation();
  const full = title ? `${title} — ${SITE.name}` : SITE.name;
  const text = metaDescription(description ?? t("meta.description"));
  const picture = image ?? { url: SITE_IMAGE.path, width: SITE_IMAGE.width, height: SITE_IMAGE.height };
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical ?? `${origin}${pathname}`} />
      <meta property="og:image" content={absoluteUrl(picture.url, origin)} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta name="twitter:card" content={image ? "summary" : "summary_large_image"} />
    </>
  );
}
