import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import en from "./en.json";
import { addMessages } from "./i18n";
import ru from "./ru.json";
import { TranslationProvider, useTranslation } from "./translation";

type Ask = (t: ReturnType<typeof useTranslation>["t"]) => string[];

/** Shows the texts `ask` gets, asked twice: the answer does not depend on what was asked before. */
function Texts({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  return jsx("p", { children: [...ask(t), ...ask(t)].join(" | ") });
}

function shown(locale: "en" | "ru", ask: Ask): string {
  return renderToStaticMarkup(jsx(TranslationProvider, { locale, messagesUrl: "", children: jsx(Texts, { ask }) }));
}

describe("t", () => {
  addMessages("en", en);
  addMessages("ru", ru);

  test("a counter's text takes the plural form of its count, asked once or again", () => {
    expect(shown("en", (t) => [t("shell.cartCount", { count: 1 }), t("shell.cartCount", { count: 3 })])).toBe(
      "<p>Cart, 1 item | Cart, 3 items | Cart, 1 item | Cart, 3 items</p>",
    );
    expect(shown("ru", (t) => [t("shell.cartCount", { count: 2 }), t("shell.cartCount", { count: 5 })])).toBe(
      "<p>Корзина, 2 товара | Корзина, 5 товаров | Корзина, 2 товара | Корзина, 5 товаров</p>",
    );
  });

  test("a text with a count and other values shows those values each time", () => {
    const texts = shown("en", (t) => [
      t("search.placeholderCount", { count: 1200, number: "1,200" }),
      t("search.placeholderCount", { count: 1200, number: "1 200" }),
    ]);
    expect(texts).toBe(
      "<p>Search 1,200 products | Search 1 200 products | Search 1,200 products | Search 1 200 products</p>",
    );
  });
});
