import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { type Store, startStore } from "../../bench/store-process";
import { copyDrawnDemoPictures } from "../support/demo-pictures-folder";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { listThrough, signUpThrough } from "../support/fixtures";

// The e2e store holds its embedded data folder, and `npm run operator` refuses to open one a store holds: this test
// runs a store of its own (the compiled server, as `npm start` serves it), stops it for the command, and starts it
// again, as the README tells an owner to do.

const main = (page: Page) => page.getByRole("main");

test("an operator granted with the command hides a listing with a reason, and shows it again", async ({ browser }) => {
  // Two starts of a fresh store (the first seeds the demo catalogue).
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "toolstore-operator-"));
  // The demo's pictures drawn earlier in the run, when there are: its first start then writes only the rows.
  copyDrawnDemoPictures(dataDir);
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", OPERATOR_EMAILS: "", WEB_CONCURRENCY: "" };
  const stores: Store[] = [];
  const start = async () => {
    const store = await startStore(env);
    stores.push(store);
    return store.url;
  };
  try {
    let url = await start();
    // Cookies belong to the host, not the port: both browsers stay signed in across the restart (which changes the
    // port, so every address below is written in full).
    const bossContext = await browser.newContext({ baseURL: url });
    const sellerContext = await browser.newContext({ baseURL: url });
    const boss = await signUpThrough(bossContext.request, url, "Store Boss");
    const seller = await signUpThrough(sellerContext.request, url, "Drill Seller");
    const product = await listThrough(sellerContext.request, url, { name: "Suspicious Drill" });

    const bossPage = await bossContext.newPage();
    expect((await bossPage.goto(`${url}/admin/listings`))?.status()).toBe(404);

    await stores[0]?.stop();
    const granted = spawnSync("npm", ["run", "--silent", "operator", "--", "grant", boss.email], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout.trim()).toBe(`${boss.email} is now an operator.`);
    url = await start();

    // The catalogue shows the product before it is hidden.
    const category = `${url}/shop/catalog/${product.subCategory}?sort=latest&limit=48`;
    const shopperPage = await browser.newPage();
    await shopperPage.goto(category);
    await expect(main(shopperPage).getByRole("heading", { name: product.name, exact: true })).toHaveCount(1);

    await bossPage.goto(`${url}/account/dashboard`);
    await bossPage.getByRole("navigation", { name: "Account pages" }).getByRole("link", { name: "Admin" }).click();
    await expect(bossPage.getByRole("heading", { level: 1 })).toHaveText("Back office");
    await bossPage
      .getByRole("navigation", { name: "Back office sections" })
      .getByRole("link", { name: "Listings" })
      .click();
    await expect(bossPage.getByRole("heading", { level: 1 })).toHaveText("Listings");
    await main(bossPage).getByRole("searchbox", { name: "Name or address name" }).fill(product.name);
    await main(bossPage).getByRole("button", { name: "Show", exact: true }).click();
    await expect(bossPage).toHaveURL(/[?&]q=/);
    const row = main(bossPage).getByRole("listitem").filter({ hasText: product.name });
    await expect(row).toContainText(`Seller: ${seller.email}`);
    const hide = row.getByRole("button", { name: `Hide ${product.name}` });
    await waitForHydration(hide);
    await row.getByLabel("Reason (the seller reads it)").fill("Counterfeit reported by the brand");
    await hide.click();
    await bossPage.getByRole("dialog", { name: "Hide this listing?" }).getByRole("button", { name: "Hide" }).click();
    await expect(main(bossPage).getByRole("status").first()).toHaveText("The listing is hidden.");
    await expect(row).toContainText("Hidden: Counterfeit reported by the brand");
    await expectNoAxeViolations(bossPage);

    // Gone from the catalogue, and its page is not found, for a shopper.
    await shopperPage.goto(category);
    await expect(main(shopperPage).getByRole("heading", { name: product.name, exact: true })).toHaveCount(0);
    expect((await shopperPage.goto(`${url}${product.path}`))?.status()).toBe(404);

    // Its seller reads why in My Products.
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto(`${url}/account/myProducts`);
    const listing = main(sellerPage).getByRole("row").filter({ hasText: product.name });
    await expect(listing).toContainText("Hidden by the store: Counterfeit reported by the brand");
    await expectNoAxeViolations(sellerPage);

    const show = row.getByRole("button", { name: `Show ${product.name} again` });
    await waitForHydration(show);
    await show.click();
    await bossPage
      .getByRole("dialog", { name: "Show this listing again?" })
      .getByRole("button", { name: "Show" })
      .click();
    await expect(main(bossPage).getByRole("status").first()).toHaveText("The listing is shown again.");

    await shopperPage.goto(category);
    await expect(main(shopperPage).getByRole("heading", { name: product.name, exact: true })).toHaveCount(1);
    await sellerPage.reload();
    await expect(main(sellerPage).getByRole("row").filter({ hasText: product.name })).not.toContainText("Hidden");

    await bossPage.goto(`${url}/admin/audit`);
    await expect(main(bossPage).getByRole("table")).toContainText("Hid a listing");
    await expect(main(bossPage).getByRole("table")).toContainText("Showed a listing again");
    await Promise.all([bossContext.close(), sellerContext.close(), shopperPage.close()]);
  } finally {
    await Promise.all(stores.map((store) => store.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
