import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as addressAction, loader as addressLoader } from "~/routes/account/address";
import { action as addressesAction, loader as addressesLoader } from "~/routes/account/addresses";
import { action as passwordAction } from "~/routes/account/password";
import { action as profileAction, loader as profileLoader } from "~/routes/account/profile";
import { addressesOfUser } from "~server/accounts/addresses";
import { getOptionalUser } from "~server/accounts/sessions";
import { verifyLogin } from "~server/accounts/users";
import { users } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { type SignedIn, signedInUser } from "../support/accounts";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
let context: ReturnType<typeof appContext>;
let ann: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase();
  const media = createLocalMediaStore(`${database.dataDir}/media`);
  context = appContext(database.db, media);
  ann = await signedInUser(database.db, "ann@example.com");
  bob = await signedInUser(database.db, "bob@example.com");
});

afterAll(async () => {
  await database?.cleanup();
});

const homeAddress = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "+1 555 0100",
  country: "US",
  state: "NY",
  city: "New York",
  postcode: "10021",
  address: "715 Fake Street",
};

async function addAddress(user: SignedIn, fields: Record<string, string>) {
  return callRoute(addressAction, {
    request: formPost("/account/addresses/new", fields, user.cookie),
    params: { addressId: "new" },
    context,
  });
}

describe("addresses", () => {
  it("adds an address, which becomes the default as the first one", async () => {
    const answer = await addAddress(ann, homeAddress);
    expect(answer).toMatchObject({ status: 302, location: "/account/addresses?saved=added" });
    const [saved] = await addressesOfUser(database.db, ann.id);
    expect(saved).toMatchObject({ ...homeAddress, isDefault: true });
  });

  it("answers a bad form with the message of each field and everything typed", async () => {
    const typed = { ...homeAddress, firstName: " ", country: "Narnia", phone: "call me", postcode: "" };
    const answer = await addAddress(ann, typed);
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: {
        firstName: "errors.required",
        phone: "addresses.errors.phoneInvalid",
        country: "addresses.errors.countryInvalid",
        postcode: "errors.required",
      },
      values: typed,
    });
    expect(await addressesOfUser(database.db, ann.id)).toHaveLength(1);
  });

  it("moves the default to a new address marked so, and back with Make default", async () => {
    await addAddress(ann, { ...homeAddress, address: "1 Work Road", isDefault: "on" });
    let list = await addressesOfUser(database.db, ann.id);
    expect(list.map((a) => [a.address, a.isDefault])).toEqual([
      ["1 Work Road", true],
      ["715 Fake Street", false],
    ]);
    const home = list.find((a) => a.address === "715 Fake Street");
    const answer = await callRoute(addressesAction, {
      request: formPost("/account/addresses", { intent: "default", id: String(home?.id) }, ann.cookie),
      context,
    });
    expect(answer.data).toEqual({ message: "addresses.madeDefault" });
    list = await addressesOfUser(database.db, ann.id);
    expect(list.map((a) => [a.address, a.isDefault])).toEqual([
      ["715 Fake Street", true],
      ["1 Work Road", false],
    ]);
  });

  it("edits an address, keeping it the default", async () => {
    const [home] = await addressesOfUser(database.db, ann.id);
    const answer = await callRoute(addressAction, {
      request: formPost(`/account/addresses/${home?.id}`, { ...homeAddress, city: "Brooklyn" }, ann.cookie),
      params: { addressId: String(home?.id) },
      context,
    });
    expect(answer).toMatchObject({ status: 302, location: "/account/addresses?saved=updated" });
    const [after] = await addressesOfUser(database.db, ann.id);
    expect(after).toMatchObject({ id: home?.id, city: "Brooklyn", isDefault: true });
  });

  it("deletes the default address and makes the remaining one the default", async () => {
    const [home] = await addressesOfUser(database.db, ann.id);
    const answer = await callRoute(addressesAction, {
      request: formPost("/account/addresses", { intent: "delete", id: String(home?.id) }, ann.cookie),
      context,
    });
    expect(answer.data).toEqual({ message: "addresses.deleted" });
    const list = await addressesOfUser(database.db, ann.id);
    expect(list.map((a) => [a.address, a.isDefault])).toEqual([["1 Work Road", true]]);
  });

  it("keeps at most 20 addresses per account", async () => {
    const user = await signedInUser(database.db, "many@example.com");
    for (let i = 0; i < 20; i++) await addAddress(user, { ...homeAddress, address: `${i} Long Road` });
    const answer = await addAddress(user, { ...homeAddress, address: "21 Long Road" });
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({ formError: "addresses.errors.tooMany" });
    expect(await addressesOfUser(database.db, user.id)).toHaveLength(20);
  });
});

describe("another user", () => {
  it("cannot read, change, make default or delete someone else's address", async () => {
    const [annsAddress] = await addressesOfUser(database.db, ann.id);
    const id = String(annsAddress?.id);
    const read = await callRoute(addressLoader, {
      request: pageRequest(`/account/addresses/${id}`, bob.cookie),
      params: { addressId: id },
      context,
    });
    expect(read.status).toBe(404);
    const change = await callRoute(addressAction, {
      request: formPost(`/account/addresses/${id}`, { ...homeAddress, city: "Bobville" }, bob.cookie),
      params: { addressId: id },
      context,
    });
    expect(change.status).toBe(404);
    for (const intent of ["default", "delete"]) {
      const answer = await callRoute(addressesAction, {
        request: formPost("/account/addresses", { intent, id }, bob.cookie),
        context,
      });
      expect(answer.status).toBe(404);
    }
    const list = await callRoute(addressesLoader, { request: pageRequest("/account/addresses", bob.cookie), context });
    expect(list.data).toMatchObject({ addresses: [] });
    expect(await addressesOfUser(database.db, ann.id)).toEqual([annsAddress]);
  });

  it("changes only their own profile and password, whatever the form says", async () => {
    const profile = await callRoute(profileAction, {
      request: formPost("/account/profile", { displayName: "Bob B.", userId: ann.id, email: ann.email }, bob.cookie),
      context,
    });
    expect(profile.data).toEqual({ ok: true });
    const names = await database.db.select({ id: users.id, name: users.displayName }).from(users);
    expect(names.find((u) => u.id === ann.id)?.name).toBe("ann");
    expect(names.find((u) => u.id === bob.id)?.name).toBe("Bob B.");

    const fields = {
      currentPassword: "correct horse battery",
      password: "bobs new secret",
      confirm: "bobs new secret",
    };
    const password = await callRoute(passwordAction, {
      request: formPost("/account/password", { ...fields, userId: ann.id }, bob.cookie),
      context,
    });
    expect(password.data).toEqual({ ok: true });
    expect(await verifyLogin(database.db, { email: ann.email, password: "correct horse battery" })).not.toBeNull();
    expect(await verifyLogin(database.db, { email: bob.email, password: "bobs new secret" })).not.toBeNull();
  });

  it("is a guest without a session, sent to sign in by every account action", async () => {
    for (const [fn, url] of [
      [profileAction, "/account/profile"],
      [passwordAction, "/account/password"],
      [addressesAction, "/account/addresses"],
    ] as const) {
      const answer = await callRoute(fn, { request: formPost(url, { displayName: "x" }), context });
      expect(answer).toMatchObject({ status: 302, location: `/account/login?redirectTo=${encodeURIComponent(url)}` });
    }
  });
});

describe("password change", () => {
  it("refuses a wrong current password and leaves the password as it was", async () => {
    const user = await signedInUser(database.db, "carol@example.com", "first password");
    const answer = await callRoute(passwordAction, {
      request: formPost(
        "/account/password",
        { currentPassword: "not it", password: "second password", confirm: "second password" },
        user.cookie,
      ),
      context,
    });
    expect(answer).toMatchObject({
      status: 400,
      data: { ok: false, errors: { currentPassword: "account.errors.currentPasswordWrong" } },
    });
    expect(await verifyLogin(database.db, { email: user.email, password: "first password" })).not.toBeNull();
  });

  it("says when the new passwords differ or the new one is short", async () => {
    const answer = await callRoute(passwordAction, {
      request: formPost(
        "/account/password",
        { currentPassword: "correct horse battery", password: "short", confirm: "shorter" },
        ann.cookie,
      ),
      context,
    });
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { password: "account.errors.passwordTooShort", confirm: "account.errors.passwordsMismatch" },
    });
  });

  it("ends the user's other sessions and keeps this one", async () => {
    const user = await signedInUser(database.db, "dave@example.com", "first password");
    const other = await signedInUser(database.db, "erin@example.com");
    const { createUserSession } = await import("~server/accounts/sessions");
    const phone = (await createUserSession(database.db, pageRequest("/"), user.id, true)).split(";")[0] ?? "";
    const answer = await callRoute(passwordAction, {
      request: formPost(
        "/account/password",
        { currentPassword: "first password", password: "second password", confirm: "second password" },
        user.cookie,
      ),
      context,
    });
    expect(answer.data).toEqual({ ok: true });
    expect(await getOptionalUser(database.db, pageRequest("/", user.cookie))).toMatchObject({ id: user.id });
    expect(await getOptionalUser(database.db, pageRequest("/", phone))).toBeNull();
    // Nobody else is signed out.
    expect(await getOptionalUser(database.db, pageRequest("/", other.cookie))).toMatchObject({ id: other.id });
    expect(await verifyLogin(database.db, { email: user.email, password: "second password" })).not.toBeNull();
    expect(await verifyLogin(database.db, { email: user.email, password: "first password" })).toBeNull();
  });
});

describe("profile", () => {
  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();

  it("saves a new display name and picture, and the picture is stored as square WebP", async () => {
    const form = new FormData();
    form.append("displayName", "Ann Lee");
    form.append("profileImage", new File([new Uint8Array(await png())], "me.png", { type: "image/png" }));
    const answer = await callRoute(profileAction, { request: formPost("/account/profile", form, ann.cookie), context });
    expect(answer.data).toEqual({ ok: true });
    const page = await callRoute(profileLoader, { request: pageRequest("/account/profile", ann.cookie), context });
    const { profile } = page.data as { profile: { displayName: string; avatarUrl: string } };
    expect(profile.displayName).toBe("Ann Lee");
    expect(profile.avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}-large\.webp$/);
    const file = `${database.dataDir}/media/${profile.avatarUrl.slice("/media/".length)}`;
    expect(await sharp(file).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("refuses a text file named .png and a GIF, keeping the name typed and the old picture", async () => {
    const [before] = await database.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, ann.id));
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    for (const file of [
      new File(["just text"], "photo.png", { type: "image/png" }),
      new File([new Uint8Array(gif)], "photo.jpg", { type: "image/jpeg" }),
    ]) {
      const form = new FormData();
      form.append("displayName", "Ann Changed");
      form.append("profileImage", file);
      const answer = await callRoute(profileAction, {
        request: formPost("/account/profile", form, ann.cookie),
        context,
      });
      expect(answer).toMatchObject({
        status: 400,
        data: {
          ok: false,
          errors: { profileImage: "images.errors.invalidType" },
          values: { displayName: "Ann Changed" },
        },
      });
    }
    const [after] = await database.db
      .select({ key: users.avatarKey, name: users.displayName })
      .from(users)
      .where(eq(users.id, ann.id));
    expect(after).toEqual({ key: before?.key, name: "Ann Lee" });
  });

  it("goes back to the default avatar when the picture is removed, deleting its files", async () => {
    const [before] = await database.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, ann.id));
    const answer = await callRoute(profileAction, {
      request: formPost("/account/profile", { displayName: "Ann Lee", removeImage: "on" }, ann.cookie),
      context,
    });
    expect(answer.data).toEqual({ ok: true });
    const [after] = await database.db.select({ key: users.avatarKey }).from(users).where(eq(users.id, ann.id));
    expect(after?.key).toBeNull();
    expect(await context.media.exists(`${before?.key}-large.webp`)).toBe(false);
  });

  it("lets a seller ship every parcel free, and untick it again", async () => {
    const save = (form: Record<string, string>) =>
      callRoute(profileAction, { request: formPost("/account/profile", form, ann.cookie), context });
    const shipsFree = async () =>
      (await database.db.select({ free: users.shipsFree }).from(users).where(eq(users.id, ann.id)))[0]?.free;
    expect((await save({ displayName: "Ann Lee", shipsFree: "on" })).data).toEqual({ ok: true });
    expect(await shipsFree()).toBe(true);
    const page = await callRoute(profileLoader, { request: pageRequest("/account/profile", ann.cookie), context });
    expect(page.data).toMatchObject({ profile: { shipsFree: true } });
    await save({ displayName: "Ann Lee" });
    expect(await shipsFree()).toBe(false);
  });
});
