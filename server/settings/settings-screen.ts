import { data, redirect } from "react-router";
import { CONFIRMED_FIELD } from "~domain/confirmed-field";
import { type FormFailure, parseForm } from "~domain/form";
import { SETTING_SCHEMAS, type SettingKey } from "~domain/store-settings";
import { z } from "~domain/zod";
import type { SessionUser } from "../accounts/sessions";
import type { Db } from "../db/handle";
import { changeRates, editableRates, ratesSchema } from "./exchange-rates";
import { type MessageValues, parseShippingForm } from "./shipping-settings-form";
import { changeSetting, storeSettingsIn } from "./store-settings";
import { parseTaxForm } from "./tax-settings-form";

/** The settings page's forms, each saved on its own. */
export const SETTINGS_FORMS = [
  "bank",
  "cheque",
  "unpaidDays",
  "rates",
  "shipping",
  "commission",
  "holdingDays",
  "shipDays",
  "returns",
  "reviews",
  "identity",
  "tax",
] as const;
export type SettingsForm = (typeof SETTINGS_FORMS)[number];
const CLEARABLE = ["bank", "cheque"] as const;

const intentSchema = z.object({
  intent: z.enum([...SETTINGS_FORMS, ...CLEARABLE.map((key) => `clear-${key}` as const)]),
});

/** What a refused form answers: which form, its messages (with their placeholders' values) and what was typed. */
export type SettingsFailure = FormFailure & { form: SettingsForm; messageValues?: MessageValues };
/** Clearing details posted without the dialog (no JavaScript): the fields to post again, confirmed. */
export type SettingsConfirm = { confirm: Record<string, string> };

/** The settings as saved now (not what this process kept), the rates, and what was just saved (`?saved=`). */
export async function settingsScreen(db: Db, url: URL) {
  const [settings, rates] = await Promise.all([storeSettingsIn(db), editableRates(db)]);
  const saved = z
    .enum([...SETTINGS_FORMS, ...CLEARABLE.map((key) => `clear-${key}` as const)])
    .safeParse(url.searchParams.get("saved"));
  return { settings, rates, saved: saved.success ? saved.data : null };
}

/**
 * Saves one form of the settings page: bank details, the cheque's payee and address, the days an unpaid order
 * waits, the exchange rates, where the store ships and at what rates, the store's commission, the days sellers'
 * earnings are held, the days a seller's parcel may wait to ship before the back office calls it late and whether
 * only buyers may review, the store's legal identity and its taxes (mode, home country, rates); or clears the bank or cheque details, once confirmed (the checkout stops offering that
 * method). Each change has its line in the audit log. Saved, it redirects to the page (`?saved=`); refused, it answers the form's messages and what was
 * typed.
 */
export async function settingsAction(db: Db, form: FormData, operator: Pick<SessionUser, "id" | "email">) {
  const intent = intentSchema.safeParse({ intent: form.get("intent") });
  if (!intent.success) throw data(null, { status: 400 });
  const chosen = intent.data.intent;
  const done = () => redirect(`/admin/settings?saved=${chosen}#${chosen.replace("clear-", "")}`, 303);
  if (chosen === "clear-bank" || chosen === "clear-cheque") {
    // The checkout stops offering the method: asked once more when posted without the dialog.
    if (form.get(CONFIRMED_FIELD) !== "1") return data<SettingsConfirm>({ confirm: { intent: chosen } });
    await changeSetting(db, operator, chosen === "clear-bank" ? "bank" : "cheque", null);
    return done();
  }
  if (chosen === "rates") {
    const codes = (await editableRates(db)).map((currency) => currency.code);
    const parsed = parseForm(ratesSchema(codes), form);
    if (!parsed.ok) return data<SettingsFailure>({ ...parsed, form: chosen }, 400);
    await changeRates(db, operator, new Map(Object.entries(parsed.data)));
    return done();
  }
  if (chosen === "shipping") {
    const parsed = parseShippingForm(form);
    if (!parsed.ok) return data<SettingsFailure>({ ...parsed, form: chosen }, 400);
    await changeSetting(db, operator, "shipping", parsed.data);
    return done();
  }
  if (chosen === "tax") {
    // Saved, the settings' statement trigger drops every kept page that read them (decision 038), prices included.
    const parsed = parseTaxForm(form);
    if (!parsed.ok) return data<SettingsFailure>({ ...parsed, form: chosen }, 400);
    await changeSetting(db, operator, "tax", parsed.data);
    return done();
  }
  const key: SettingKey = chosen;
  const parsed = parseForm(SETTING_SCHEMAS[key], form);
  if (!parsed.ok) return data<SettingsFailure>({ ...parsed, form: chosen }, 400);
  await changeSetting(db, operator, key, parsed.data);
  return done();
}
