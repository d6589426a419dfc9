import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formObject, formValues, listField, parseForm, tickField } from "./form";
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

/** Field names as an attacker writes them: dotted paths whose segments include the prototype's own names. */
const segment = fc.oneof(
  fc.constantFrom("__proto__", "prototype", "constructor", "toString", "valueOf", "hasOwnProperty", "status", ""),
  fc.string({ maxLength: 8 }),
);
const fieldName = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join("."));
const fields = fc.array(fc.tuple(fieldName, fc.string({ maxLength: 12 })), { maxLength: 30 });

function prototypeState(): string {
  return JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());
}

/** Every object in a parsed form, the form itself included. */
function objectsIn(value: unknown): object[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

describe("formObject and formValues with hostile names (property)", () => {
  const UNSAFE = ["__proto__", "prototype", "constructor"];

  it("never touch a prototype, build objects without one, and never keep an unsafe segment", () => {
    const before = prototypeState();
    fc.assert(
      fc.property(fields, (entries) => {
        const form = formData(entries);
        const object = formObject(form);
        const values = formValues(form);
        expect(prototypeState()).toBe(before);
        expect(({} as Record<string, unknown>).status).toBeUndefined();
        for (const node of [...objectsIn(object), values]) {
          expect(Object.getPrototypeOf(node)).toBeNull();
          for (const key of Object.keys(node)) expect(UNSAFE).not.toContain(key);
        }
        for (const name of Object.keys(values))
          expect(name.split(".").some((part) => UNSAFE.includes(part))).toBe(false);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });

  it("keeps every field with safe names: a plain name's values, in order", () => {
    fc.assert(
      fc.property(fields, (entries) => {
        const form = formData(entries);
        const values = formValues(form);
        for (const [name] of entries) {
          const safe = !name.split(".").some((part) => UNSAFE.includes(part)) && !/password|^confirm$/i.test(name);
          if (!safe) continue;
          const sent = entries.filter(([other]) => other === name).map(([, value]) => value);
          expect(values[name]).toEqual(sent.length === 1 ? sent[0] : sent);
        }
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });

  it("drops `__proto__.status` and `constructor.prototype.x` yet reads the rest of the form", () => {
    const parsed = parseForm(
      z.object({ email: z.string() }),
      formData([
        ["__proto__.status", "418"],
        ["constructor.prototype.toString", "x"],
        ["a.__proto__.b", "1"],
        ["email", "ada@example.com"],
      ]),
    );
    expect(parsed).toMatchObject({ ok: true, data: { email: "ada@example.com" } });
    expect(Object.keys(parsed.values)).toEqual(["email"]);
    expect(({} as Record<string, unknown>).status).toBeUndefined();
    expect(Object.prototype.toString).toBe(Object.prototype.toString);
    expect(String({})).toBe("[object Object]");
  });
});
