import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as listLoader } from "~/routes/blog/list";
import { action as postAction, loader as postLoader } from "~/routes/blog/post";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as contactAction } from "~/routes/site/contact-us";
import { latestComments } from "~server/content/comments";
import { blogComments, blogPosts, contactMessages, newsletterSubscriptions } from "~server/db/schema";
import { createLocalMediaStore } from "~server/media/local-store";
import { stoppedClock } from "../support/clock";
import { appContext, callRoute, formPost, pageRequest } from "../support/route-call";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

let database: TestDatabase;
const context = (clientIp = "192.0.2.1") =>
  appContext(database.db, createLocalMediaStore(`${database.dataDir}/media`), { clientIp });
const text = (en: string) => ({ en, ru: `${en} (ru)`, ar: `${en} (ar)` });

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(blogPosts).values(
    (["older", "newer"] as const).map((slug, index) => ({
      slug,
      title: text(`The ${slug} post`),
      excerpt: text("A short excerpt."),
      body: text(slug === "older" ? "Sharpen at 25%.\n\nSecond paragraph." : "First paragraph.\n\nSecond paragraph."),
      category: slug === "older" ? "workshop" : "reviews",
      tags: slug === "older" ? ["tips", "sharpening"] : ["tips"],
      author: "Ann",
      publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
});

afterAll(async () => {
  await database?.cleanup();
});

describe("the newsletter box", () => {
  it("stores an address once however often (and in whatever case) it is sent, and refuses a bad one", async () => {
    for (const email of ["reader@example.com", "Reader@Example.com"]) {
      const answer = await callRoute(newsletterAction, {
        request: formPost("/newsletter", { email }),
        context: context(),
      });
      expect(answer).toMatchObject({ status: 200, data: { ok: true } });
    }
    expect(await database.db.select().from(newsletterSubscriptions)).toMatchObject([{ email: "reader@example.com" }]);
    const bad = await callRoute(newsletterAction, {
      request: formPost("/newsletter", { email: "no-at-sign" }),
      context: context(),
    });
    expect(bad).toMatchObject({ status: 400, data: { ok: false, errors: { email: "errors.emailInvalid" } } });
  });
});

describe("the contact form", () => {
  const message = { name: "Ann Lee", email: "ann@example.com", subject: "Opening hours", message: "Open on 1 May?" };

  it("stores the message with the visitor's language, and gives back what was typed when a field is wrong", async () => {
    const sent = await callRoute(contactAction, { request: formPost("/site/contact-us", message), context: context() });
    expect(sent).toMatchObject({ status: 200, data: { ok: true } });
    expect(await database.db.select().from(contactMessages)).toMatchObject([{ ...message, locale: "en" }]);

    const refused = await callRoute(contactAction, {
      request: formPost("/site/contact-us", { ...message, email: "ann.example.com", subject: " " }),
      context: context(),
    });
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: { email: "errors.emailInvalid", subject: "errors.required" },
        values: { name: "Ann Lee", email: "ann.example.com", message: "Open on 1 May?" },
      },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(1);
  });

  it("takes 5 messages a minute from one address, then asks to wait", async () => {
    const inOneMinute = { ...context("192.0.2.77"), now: stoppedClock() };
    const post = () =>
      callRoute(contactAction, { request: formPost("/site/contact-us-alt", message), context: inOneMinute });
    for (let sent = 0; sent < 5; sent++) expect((await post()).status).toBe(200);
    expect(await post()).toMatchObject({ status: 429, data: { ok: false, formError: "site.contact.tooMany" } });
  });
});

describe("blog comments", () => {
  const params = { slug: "older" };
  const comment = (fields: Record<string, string>) =>
    callRoute(postAction, { request: formPost("/blog/posts/older", fields), context: context("192.0.2.9"), params });

  it("appear under their post once approved, as typed, and are refused without a valid email", async () => {
    const posted = await comment({ name: "Bob", email: "bob@example.com", text: "<b>Great</b> post!\nThanks." });
    expect(posted).toMatchObject({ status: 200, data: { ok: true } });
    const refused = await comment({ name: "Eve", email: "eve", text: "Spam" });
    expect(refused).toMatchObject({ status: 400, data: { errors: { email: "errors.emailInvalid" } } });
    // A new comment waits for the operator (decision 056): not on the page yet.
    const before = await callRoute(postLoader, {
      request: pageRequest("/blog/posts/older"),
      context: context(),
      params,
    });
    expect(before.data).toMatchObject({ comments: [] });
    await database.db.update(blogComments).set({ status: "approved" });

    const page = await callRoute(postLoader, { request: pageRequest("/blog/posts/older"), context: context(), params });
    expect(page.data).toMatchObject({ comments: [{ name: "Bob", text: "<b>Great</b> post!\nThanks." }] });
    // The newest post (the /blog/post-classic view) has none.
    const newest = await callRoute(postLoader, { request: pageRequest("/blog/post-classic"), context: context() });
    expect(newest.data).toMatchObject({ post: { slug: "newer" }, comments: [] });
    // Emails are kept for the staff, never sent to the page.
    expect(JSON.stringify(page.data)).not.toContain("bob@example.com");
  });

  it("on a post that does not exist are answered 404, and the sidebar lists the newest three", async () => {
    const missing = await callRoute(postAction, {
      request: formPost("/blog/posts/nope", { name: "A", email: "a@example.com", text: "Hi" }),
      context: context(),
      params: { slug: "nope" },
    });
    expect(missing.status).toBe(404);
    for (const name of ["Cid", "Dan", "Eva"]) await comment({ name, email: "x@example.com", text: `From ${name}` });
    await database.db.update(blogComments).set({ status: "approved" });
    const latest = await latestComments(database.db, "ru");
    expect(latest.map((row) => row.name)).toEqual(["Eva", "Dan", "Cid"]);
    expect(latest[0]).toMatchObject({ postSlug: "older", postTitle: "The older post (ru)" });
    expect(await database.db.select().from(blogComments)).toHaveLength(4);
  });
});

describe("the blog listings", () => {
  async function listing(url: string, locale: "en" | "ru" = "en") {
    const ctx = { ...context(), prefs: { locale, currency: "USD" as const } };
    const answer = await callRoute(listLoader, { request: pageRequest(url), context: ctx });
    const data = answer.data as { posts: { slug: string }[]; total: number; layout: string };
    return { slugs: data.posts.map((post) => post.slug), total: data.total, layout: data.layout, data: answer.data };
  }

  it("show the newest posts first, a page at a time", async () => {
    expect(await listing("/blog/category-grid")).toMatchObject({
      slugs: ["newer", "older"],
      total: 2,
      layout: "category-grid",
    });
    expect(await listing("/blog/category-list?page=2")).toMatchObject({ slugs: [], total: 2 });
    // A page number that is not one is the first page.
    expect((await listing("/blog/category-classic?page=abc")).slugs).toEqual(["newer", "older"]);
  });

  it("search a post's title, excerpt and text in the reader's language, with % taken as itself", async () => {
    expect((await listing("/blog/category-classic?q=NEWER")).slugs).toEqual(["newer"]);
    expect((await listing("/blog/category-classic?q=25%25")).slugs).toEqual(["older"]);
    expect((await listing("/blog/category-classic?q=5%25")).slugs).toEqual(["older"]);
    expect((await listing("/blog/category-classic?q=1%25")).slugs).toEqual([]);
    expect((await listing(`/blog/category-classic?q=${encodeURIComponent("post (ru)")}`, "ru")).slugs).toHaveLength(2);
    expect((await listing(`/blog/category-classic?q=${encodeURIComponent("(ru)")}`, "en")).slugs).toEqual([]);
  });

  it("narrow to a category or a tag, and ignore one that does not exist", async () => {
    expect(await listing("/blog/category-classic?category=workshop")).toMatchObject({ slugs: ["older"], total: 1 });
    expect((await listing("/blog/category-classic?tag=sharpening")).slugs).toEqual(["older"]);
    expect((await listing("/blog/category-classic?tag=tips")).slugs).toEqual(["newer", "older"]);
    expect((await listing("/blog/category-classic?category=nonsense")).slugs).toEqual(["newer", "older"]);
    expect((await listing("/blog/category-classic?tag=nonsense")).slugs).toEqual([]);
  });

  it("come with the sidebar: categories and tags with their number of posts, the latest posts", async () => {
    const { data } = await listing("/blog/category-left-sidebar", "ru");
    expect(data).toMatchObject({
      layout: "category-left-sidebar",
      sidebar: {
        // In the order of BLOG_CATEGORIES, only those with posts.
        categories: [
          { slug: "reviews", posts: 1 },
          { slug: "workshop", posts: 1 },
        ],
        tags: [
          { slug: "tips", posts: 2 },
          { slug: "sharpening", posts: 1 },
        ],
        posts: [{ slug: "newer", title: "The newer post (ru)" }, { slug: "older" }],
      },
    });
  });
});
