import { describe, expect, it } from "vitest";
import { loader } from "~/routes/locale-messages";
import { messageUrls } from "./messages.server";

async function get(url: string) {
  const file = url.replace("/locales/", "");
  try {
    return await loader({ params: { file } } as never);
  } catch (thrown) {
    if (thrown && typeof thrown === "object" && "init" in thrown) return thrown as { init: { status: number } };
    throw thrown;
  }
}

describe("each language's dictionary", () => {
  it("is served from an address that changes with its content, cached for good", async () => {
    const urls = messageUrls();
    expect(urls.en).toMatch(/^\/locales\/en\.[0-9a-f]{12}\.json$/);
    const answers = await Promise.all([urls.en, urls.ru, urls.ar].map(get));
    const bodies = await Promise.all(answers.map((answer) => (answer as Response).json()));
    expect(bodies.map((body) => body.shell.language)).toEqual(["Language", "Язык", "اللغة"]);
    expect((answers[0] as Response).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a former address with today's dictionary, not cached, and an unknown one with 404", async () => {
    const stale = (await get("/locales/ru.000000000000.json")) as Response;
    expect(stale.headers.get("Cache-Control")).toBe("no-cache");
    expect((await stale.json()).shell.language).toBe("Язык");
    expect(await get("/locales/xx.000000000000.json")).toMatchObject({ init: { status: 404 } });
    expect(await get("/locales/en.json")).toMatchObject({ init: { status: 404 } });
  });
});
