import { SITE } from "~/lib/site";

/** The page's title ("page name — site name") and description, hoisted into <head> by React. */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  const full = title ? `${title} — ${SITE.name}` : SITE.name;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={full} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}
