import { describe, expect, it } from "vitest";
import { fieldErrorsOf, listField, parseForm, tickField } from "./form";
import { z } from "./zod";

function formData(entries: [string, string | Blob][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const schema = z.object({
  email: z.email({ error: "errors.emailInvalid" }),
  billing: z.object({ city: z.string().min(1, "errors.required"), postcode: z.string() }),
  colors: listField(z.enum(["red", "blue"], { error: "colors.invalid" }), 3),
  remember: tickField,
});

describe("parseForm", () => {
  it("reads dotted names as nested fields and repeated names as lists, ticks as booleans", () => {
    const parsed = parseForm(
      schema,
      formData([
        ["email", "ada@example.com"],
        ["billing.city", "Paris"],
        ["billing.postcode", "75001"],
        ["colors", "red"],
        ["colors", "blue"],
        ["remember", "on"],
      ]),
    );
    expect(parsed).toMatchObject({
      ok: true,
      data: { email: "ada@example.com", billing: { city: "Paris", postcode: "75001" }, colors: ["red", "blue"] },
    });
    expect(parsed.ok && parsed.data.remember).toBe(true);
  });

  it("takes one checkbox, or none, as a list, and an unticked box as false", () => {
    const one = parseForm(
      schema,
      formData([
        ["email", "a@b.co"],
        ["billing.city", "X"],
        ["billing.postcode", ""],
        ["colors", "red"],
      ]),
    );
    expect(one.ok && one.data.colors).toEqual(["red"]);
    expect(one.ok && one.data.remember).toBe(false);
    const none = parseForm(
      schema,
      formData([
        ["email", "a@b.co"],
        ["billing.city", "X"],
        ["billing.postcode", ""],
      ]),
    );
    expect(none.ok && none.data.colors).toEqual([]);
  });

  it("names every field to fix by its form name, and gives back what was typed but not passwords or files", () => {
    const parsed = parseForm(
      schema,
      formData([
        ["email", "not-an-email"],
        ["billing.city", ""],
        ["colors", "green"],
        ["password", "secret words"],
        ["confirm", "secret words"],
        ["picture", new Blob(["x"], { type: "image/png" })],
      ]),
    );
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      email: "errors.emailInvalid",
      "billing.city": "errors.required",
      "billing.postcode": expect.any(String),
      colors: "colors.invalid",
    });
    expect(parsed.values).toEqual({ email: "not-an-email", "billing.city": "", colors: "green" });
  });

  it("leaves out the fields a form asks to omit", () => {
    const parsed = parseForm(
      z.object({ key: z.uuid() }),
      formData([
        ["key", "nope"],
        ["note", "hi"],
      ]),
      { omit: ["key"] },
    );
    expect(parsed.values).toEqual({ note: "hi" });
  });
});

describe("fieldErrorsOf", () => {
  it("keeps each field's first message, and a whole-form problem under 'form'", () => {
    const refined = z.object({ a: z.string().min(2, "short").max(1, "long") }).refine(() => false, "whole");
    const result = refined.safeParse({ a: "x" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ a: "short", form: "whole" });
    const whole = refined.safeParse({ a: "xy" });
    expect(whole.success ? {} : fieldErrorsOf(whole.error)).toEqual({ a: "long", form: "whole" });
  });
});
