import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, productImages, products } from "~server/db/schema";
import { listingOptions } from "~server/listings/listing-options";
import { checkoutForm } from "../support/checkout";
import { S3_TEST_CREDENTIALS, type S3TestServer, startS3Server } from "../support/s3-server";
import { logLines, readyUrl, type Started, serverMain, startStore } from "../support/store-process";
import { openTestDatabase, type TestDatabase } from "../support/test-database";

// Two app processes on one PostgreSQL database and one bucket (s3rver), behind Debian's nginx running the
// balancer configuration compose.yaml uses (deploy/nginx.conf), round-robin. Each process has a data folder of its
// own, so nothing can pass between them but the database and the bucket. CI's PostgreSQL pass runs it (.ci/run
// installs nginx).
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** deploy/nginx.conf with the app servers and the listening port on loopback, and its files in `dir`. */
function balancerConfig(dir: string, port: number, servers: string[]): string {
  const config = readFileSync("deploy/nginx.conf", "utf8");
  expect(config).toMatch(/server app-1:3000[^;]*;/);
  expect(config).toMatch(/server app-2:3000[^;]*;/);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind};`)
    .join("\n");
  return config
    .replace(/app-1:3000/, servers[0]!)
    .replace(/app-2:3000/, servers[1]!)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path \/var\/cache\/nginx\/store/, `proxy_cache_path ${dir}/cache`)
    .replace(/access_log \/var\/log\/nginx\/access\.log/, `access_log ${dir}/access.log`)
    .replace(/^http \{$/m, `http {\n${temp}`);
}

const describeOnPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);
const SHARED_SECONDS = 2;

describeOnPostgres("two app servers behind a balancer, on one PostgreSQL and one bucket", () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let folder: string;
  let one: Started;
  let two: Started;
  let oneUrl: string;
  let twoUrl: string;
  let nginx: ChildProcess;
  let site: string;
  let cookie: string;
  const shopper = { email: "two-servers@example.com", password: "correct horse battery staple" };

  beforeAll(async () => {
    expect(existsSync(serverMain), "run `npm run build` before this test").toBe(true);
    if (!NGINX) throw new Error("This test needs Debian's nginx: apt-get install -y nginx (.ci/run installs it).");
    database = await openTestDatabase();
    s3 = await startS3Server(["media"]);
    folder = await mkdtemp(path.join(tmpdir(), "tool-store-two-"));
    const env = {
      DATABASE_URL: database.databaseUrl!,
      WEB_CONCURRENCY: "1",
      MEDIA_S3_BUCKET: "media",
      MEDIA_S3_ENDPOINT: s3.endpoint,
      ...S3_TEST_CREDENTIALS,
      TRUST_PROXY: "loopback",
      SIGN_IN_LIMIT_PER_MINUTE: "3",
      SIGN_UP_LIMIT_PER_MINUTE: "1000",
      // nginx keeps an anonymous page 2 s, then answers it once more while it asks again.
      PAGE_CACHE_SHARED_SECONDS: String(SHARED_SECONDS),
      PAGE_CACHE_STALE_SECONDS: "2",
    };
    // The first prepares the database and draws the demo pictures into the bucket; the second finds them there.
    one = startStore(path.join(folder, "one"), env);
    oneUrl = await readyUrl(one, 200_000);
    two = startStore(path.join(folder, "two"), env);
    twoUrl = await readyUrl(two, 60_000);

    const port = await freePort();
    const nginxDir = path.join(folder, "nginx");
    await mkdir(nginxDir);
    const hostOf = (url: string) => new URL(url).host;
    writeFileSync(path.join(nginxDir, "nginx.conf"), balancerConfig(nginxDir, port, [hostOf(oneUrl), hostOf(twoUrl)]));
    nginx = spawn(
      NGINX,
      [
        "-p",
        nginxDir,
        "-c",
        path.join(nginxDir, "nginx.conf"),
        "-g",
        `daemon off; master_process off; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;`,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    site = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      const answer = await fetch(`${site}/healthz`).catch(() => null);
      if (answer?.status === 200) break;
      if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start (${NGINX})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 300_000);

  afterAll(async () => {
    nginx?.kill("SIGTERM");
    for (const started of [one, two]) {
      if (started && started.child.exitCode === null) {
        started.child.kill("SIGTERM");
        await started.exited;
      }
    }
    await s3?.close();
    await database?.cleanup();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** The request ids each process logged. */
  const servedBy = (started: Started) =>
    new Set(
      logLines(started.stdout())
        .map((line) => line.reqId)
        .filter(Boolean),
    );

  /** How many of these requests each process served, once all their log lines have arrived (10 s at most). */
  async function whoServed(ids: string[]): Promise<{ one: number; two: number }> {
    for (let waited = 0; ; waited += 50) {
      const [byOne, byTwo] = [servedBy(one), servedBy(two)];
      const counted = { one: ids.filter((id) => byOne.has(id)).length, two: ids.filter((id) => byTwo.has(id)).length };
      if (counted.one + counted.two >= ids.length || waited >= 10_000) return counted;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("are both ready, and the balancer sends requests to each in turn", async () => {
    expect((await fetch(`${oneUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${twoUrl}/readyz`)).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      // A visitor with a session: nginx keeps none of their pages.
      const response = await fetch(`${site}/site/terms`, { headers: { cookie: "sid=someone" } });
      expect(response.status).toBe(200);
      await response.text();
      ids.push(response.headers.get("x-request-id") ?? "");
    }
    // nginx's own id for each request reaches the app and comes back.
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await whoServed(ids)).toEqual({ one: 3, two: 3 });
  });

  it("let a shopper sign up through the balancer and fill one cart across both", async () => {
    const signUp = await fetch(`${site}/account/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "register",
        userName: "Two Servers",
        email: shopper.email,
        password: shopper.password,
        confirm: shopper.password,
        redirectTo: "/",
      }),
    });
    expect(signUp.status).toBe(302);
    // The session's cookie (a write's answer also carries the short recent-write one, decision 064).
    cookie =
      signUp.headers
        .getSetCookie()
        .map((line) => line.split(";")[0] ?? "")
        .find((pair) => pair.startsWith("sid=")) ?? "";
    expect(cookie).toMatch(/^sid=/);

    const picked = await database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      // Products in one colour or none: added without asking which.
      .where(
        and(
          gt(products.stock, 5),
          isNull(products.hiddenAt),
          sql`(${products.colorBits} & (${products.colorBits} - 1)) = 0`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(2);
    expect(picked).toHaveLength(2);
    const served: string[] = [];
    for (const product of picked) {
      const added = await fetch(`${site}/shop/cart`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ intent: "add", productId: String(product.id), quantity: "1" }),
      });
      expect(added.status).toBe(303);
      served.push(added.headers.get("x-request-id") ?? "");
    }
    // One addition went to each process.
    expect(await whoServed(served)).toEqual({ one: 1, two: 1 });
    for (const url of [oneUrl, twoUrl]) {
      const cart = await (await fetch(`${url}/shop/cart`, { headers: { cookie } })).text();
      for (const product of picked) expect(cart).toContain(product.name.replace(/&/g, "&amp;"));
    }
  });

  it("show pictures uploaded through one server on the other, from the bucket", async () => {
    // The first sub-category the listing form offers, and its first brand.
    const subCategory = (await listingOptions(database.db, "en")).groups[0]!.subCategories[0]!;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Shared Bucket Drill",
      price: "149.00",
      compareAtPrice: "",
      availability: "in-stock",
      stock: "4",
      description: "Listed through one app server, shown by the other.",
      subCategory: subCategory.slug,
      brand: subCategory.brands[0]!.slug,
    }))
      form.append(name, value);
    const picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    form.append("images", new File([new Uint8Array(picture)], "drill.jpg", { type: "image/jpeg" }));
    const created = await fetch(`${oneUrl}/account/createProduct`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie },
      body: form,
    });
    expect(created.status).toBe(303);
    const productId = Number(new URL(created.headers.get("location") ?? "", oneUrl).searchParams.get("product"));
    const [product] = await database.db
      .select({ slug: products.slug, key: productImages.mediaKey })
      .from(products)
      .innerJoin(productImages, eq(productImages.productId, products.id))
      .where(eq(products.id, productId));
    const page = await (await fetch(`${twoUrl}/shop/products/${product!.slug}`)).text();
    expect(page).toContain(`/media/${product!.key}-gallery.webp`);
    const image = await fetch(`${twoUrl}/media/${product!.key}-gallery.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(700);
    // Neither process keeps a picture on its own disk.
    for (const name of ["one", "two"]) {
      expect(await readdir(path.join(folder, name, "media")).catch(() => [])).toEqual([]);
    }
  });

  it("make one order of 50 submissions with one idempotency key, spread over both", async () => {
    const form = new URLSearchParams(checkoutForm({ "billing.email": shopper.email }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${site}/shop/checkout`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", cookie },
          body: form,
        }),
      ),
    );
    const ids = answers.map((answer) => answer.headers.get("x-request-id") ?? "");
    const placed = await database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.idempotencyKey, form.get("idempotencyKey")!));
    expect(placed).toHaveLength(1);
    const success = `/shop/checkout/success?order=${placed[0]!.number}`;
    expect(answers.map((answer) => [answer.status, answer.headers.get("location")])).toEqual(
      Array.from({ length: 50 }, () => [302, success]),
    );
    const counted = await whoServed(ids);
    expect(counted.one + counted.two).toBe(50);
    expect(counted.one).toBeGreaterThan(10);
    expect(counted.two).toBeGreaterThan(10);
  });

  it("count sign-in attempts from one address across both servers", async () => {
    const attempt = (url: string) =>
      fetch(`${url}/account/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", email: "nobody@example.com", password: "wrong", redirectTo: "/" }),
      });
    // The limit is 3 a minute: one, two, one; then neither takes a fourth.
    expect((await attempt(oneUrl)).status).toBe(400);
    expect((await attempt(twoUrl)).status).toBe(400);
    expect((await attempt(oneUrl)).status).toBe(400);
    expect((await attempt(twoUrl)).status).toBe(429);
    expect((await attempt(oneUrl)).status).toBe(429);
  });

  it("answer repeated anonymous requests from nginx without reaching an app, and show a price change within s-maxage", async () => {
    const [product] = await database.db
      .select({ id: products.id, slug: products.slug, priceCents: products.priceCents })
      .from(products)
      .where(sql`${products.listed}`)
      .orderBy(asc(products.id))
      .limit(1);
    const address = `/shop/products/${product!.slug}`;
    const served = () =>
      [one, two].flatMap((started) => logLines(started.stdout())).filter((line) => line.msg === `GET ${address} 200`)
        .length;
    const statuses: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${site}${address}`);
      expect(response.status).toBe(200);
      await response.text();
      statuses.push(response.headers.get("x-cache-status") ?? "");
    }
    expect(statuses[0]).toBe("MISS");
    expect(statuses.slice(1)).toEqual(Array(7).fill("HIT"));
    // Only the first reached an app server (its log line may take a moment).
    await expect.poll(served).toBe(1);

    const newPrice = product!.priceCents + 123;
    const shown = `${Math.floor(newPrice / 100)}.${String(newPrice % 100).padStart(2, "0")}`;
    await database.db.update(products).set({ priceCents: newPrice }).where(eq(products.id, product!.id));
    const changed = Date.now();
    let seen = 0;
    while (Date.now() - changed < 10_000) {
      const html = await (await fetch(`${site}${address}`)).text();
      if (html.includes(shown)) {
        seen = Date.now() - changed;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Kept at most s-maxage; then one more answer from the cache while nginx asks an app server again.
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(SHARED_SECONDS * 1000 + 1500);
  });

  it("keep one page for every visitor whatever other cookies they carry, in each compression", async () => {
    const [product] = await database.db
      .select({ slug: products.slug })
      .from(products)
      .where(sql`${products.listed}`)
      .orderBy(asc(products.id))
      .offset(1)
      .limit(1);
    const ask = async (encoding: string, cookie: string) => {
      const response = await fetch(`${site}/shop/products/${product!.slug}`, {
        headers: { "accept-encoding": encoding, cookie },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("</html>");
      return `${response.headers.get("content-encoding")} ${response.headers.get("x-cache-status")}`;
    };
    // An analytics cookie differs per visitor: it must not keep a page per visitor.
    expect(await ask("gzip", "_ga=GA1.1.1111")).toBe("gzip MISS");
    expect(await ask("gzip", "_ga=GA1.1.2222")).toBe("gzip HIT");
    expect(await ask("gzip, deflate, br", "_ga=GA1.1.3333")).toBe("br MISS");
    expect(await ask("br", "")).toBe("br HIT");
    expect(await ask("gzip", "theme=dark")).toBe("gzip HIT");
  });

  it("keep no page reached with a secret in its address, nor someone's page, and log no secret", async () => {
    const token = "A".repeat(43);
    const statuses: string[] = [];
    for (const address of [`/account/reset-password?token=${token}`, "/shop/cart", "/account/login"]) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${site}${address}`);
        await response.text();
        expect(response.headers.get("cache-control"), address).toBe("private, no-store");
        statuses.push(response.headers.get("x-cache-status") ?? "");
      }
    }
    expect(statuses.filter((status) => status === "HIT")).toEqual([]);
    // A public page asked with an email in its address goes to an app server every time, and is not kept.
    const asked = async () => (await fetch(`${site}/site/terms?email=ada%40example.com`)).headers.get("x-cache-status");
    expect([await asked(), await asked()]).toEqual(["BYPASS", "BYPASS"]);
    await expect
      .poll(() => readFileSync(path.join(folder, "nginx", "access.log"), "utf8"))
      .toContain("/account/reset-password");
    const log = readFileSync(path.join(folder, "nginx", "access.log"), "utf8");
    expect(log).not.toContain(token);
    expect(log).not.toContain("ada%40example.com");
  });
});
