import { data } from "react-router";
import { messagesFile } from "~/i18n/messages.server";
import { LOCALES } from "~domain/locales";
import type { Route } from "./+types/locale-messages";

const FILE_NAME = new RegExp(`^(${LOCALES.join("|")})\\.[0-9a-f]{12}\\.json$`);

// A language's dictionary, for the browser to fetch before hydrating. The address carries a hash of the
// content: today's is cached for good; an older page asking for a former hash gets today's, not cached.
export function loader({ params }: Route.LoaderArgs) {
  const locale = LOCALES.find((code) => code === params.file.match(FILE_NAME)?.[1]);
  if (!locale) throw data(null, { status: 404 });
  const { body, current } = messagesFile(locale, params.file);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
