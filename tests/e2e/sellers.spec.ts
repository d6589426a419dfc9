import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import type { CDPSession, Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations, waitForHydration } from "../support/e2e";
import { expect, test, uniqueName } from "../support/fixtures";

// Products are listed in Lathes, under Machine Tools: the catalogue's specs count Power Tools' demo products.

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const categoryMenu = (page: Page) => page.getByRole("combobox", { name: "Category", exact: true });
const brandMenu = (page: Page) => page.getByRole("combobox", { name: "Brand", exact: true });
const uploadButton = (page: Page) => page.getByRole("button", { name: "Upload", exact: true });

/**
 * A PNG of random pixels (so it does not compress): about `side`² × 3 bytes, big enough for the upload's
 * progress to be seen under a throttled connection.
 */
async function noisyPicture(testInfo: TestInfo, name: string, side = 420): Promise<string> {
  const file = testInfo.outputPath(name);
  const pixels = randomBytes(side * side * 3);
  await writeFile(
    file,
    await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer(),
  );
  return file;
}

/** Slows this page's uploads to `bytesPerSecond`, as a slow mobile connection would. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/** Opens the create form, hydrated, and fills every required field but the pictures. */
async function fillCreateForm(page: Page, name: string) {
  await page.goto("/account/createProduct");
  await waitForHydration(page, "main form");
  await field(page, "Product name").fill(name);
  await field(page, "Price").fill("149.50");
  await field(page, "Description").fill("A cordless drill for wood and metal, with a spare battery.");
  await categoryMenu(page).selectOption({ label: "Lathes" });
  await brandMenu(page).selectOption({ index: 1 });
  await page.locator("label").filter({ hasText: /^Red$/ }).click();
}

test("a seller creates a product with two images, watching the upload's progress, and finds it in the store", async ({
  page,
  seller: _signedIn,
}, testInfo) => {
  await page.goto("/account/myProducts");
  await expect(page.getByText("There are no products yet")).toBeVisible();
  await page.getByRole("link", { name: "Create a product" }).click();
  await expect(page).toHaveURL(/\/account\/createProduct$/);
  await waitForHydration(page, "main form");

  // The brand menu appears once a sub-category is chosen, with that sub-category's brands.
  await expect(brandMenu(page)).toHaveCount(0);
  await categoryMenu(page).selectOption({ label: "Drills" });
  await expect(page.getByText("Power Tools>Drills")).toBeVisible();
  await expect(brandMenu(page)).toBeVisible();
  const drillBrands = await brandMenu(page).locator("option").allTextContents();
  await categoryMenu(page).selectOption({ label: "Lathes" });
  await expect(page.getByText("Machine Tools>Lathes")).toBeVisible();
  await expect.poll(() => brandMenu(page).locator("option").allTextContents()).not.toEqual(drillBrands);
  await brandMenu(page).selectOption({ index: 1 });

  const name = uniqueName("Workshop Lathe");
  await field(page, "Product name").fill(name);
  await field(page, "Price").fill("149.50");
  await field(page, "Old price").fill("199");
  await expect(field(page, "Stock")).toHaveValue("1");
  await field(page, "Stock").fill("12");
  await page.getByRole("combobox", { name: "Badge" }).selectOption({ label: "New" });
  await field(page, "Description").fill("A bench lathe for wood and metal, with a spare belt.");
  for (const color of ["Red", "Black"]) {
    await page
      .locator("label")
      .filter({ hasText: new RegExp(`^${color}$`) })
      .click();
    await expect(page.getByRole("checkbox", { name: color })).toBeChecked();
  }

  const [first, second] = [await noisyPicture(testInfo, "first.png"), await noisyPicture(testInfo, "second.png")];
  await page.getByLabel("Choose images").setInputFiles(first);
  // After the first pick the same button adds more.
  await page.getByLabel("Add more images").setInputFiles(second);
  await expect(page.getByRole("list", { name: "Chosen images (2)" }).getByRole("img")).toHaveCount(2);

  await throttleUploads(page, 200 * 1024);
  await uploadButton(page).click();
  const bar = page.getByRole("progressbar", { name: "Uploading…" });
  await expect(bar).toBeVisible();
  // Bytes are counted as they go: part of the form is sent before all of it is.
  await expect
    .poll(() => bar.evaluate((element: HTMLProgressElement) => element.value / element.max), { intervals: [100] })
    .toBeGreaterThan(0.05);
  expect(await bar.evaluate((element: HTMLProgressElement) => element.value / element.max)).toBeLessThan(1);
  await expect(bar).toHaveAttribute("aria-valuetext", /^[\d.]+ of [\d.]+ MB \(\d+%\)$/);

  await expect(toast(page, `Product "${name}" created successfully`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/account\/myProducts$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$149.50");
  await expect(row).toContainText("In stock");

  // It is in the store at once: its page (both pictures, the old price), the search and its category.
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("$199.00");
  await expect(page.getByRole("main").getByText("12 in stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Show image/ })).toHaveCount(2);
  await page.goto(`/search/${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("link", { name }).first()).toBeVisible();
  await page.goto("/shop/catalog/lathes?sort=latest");
  await expect(page.getByRole("main").getByRole("link", { name }).first()).toBeVisible();
});

test("the form names every field to fix, in the browser and from the server, and keeps what was typed", async ({
  page,
  seller: _signedIn,
}, testInfo) => {
  await page.goto("/account/createProduct");
  await waitForHydration(page, "main form");
  await uploadButton(page).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please correct these fields: Product name, Price, Description, Category, Brand, and Images.",
  );
  await expect(page.getByText("No image is selected!")).toBeVisible();
  await expect(field(page, "Product name")).toHaveAccessibleDescription("This field is required.");
  await expect(field(page, "Product name")).toBeFocused();
  await expect(categoryMenu(page)).toHaveAccessibleDescription(/This field is required\./);

  // A GIF is refused as soon as it is picked.
  const gif = testInfo.outputPath("picture.gif");
  await writeFile(
    gif,
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
      .gif()
      .toBuffer(),
  );
  await page.getByLabel("Choose images").setInputFiles(gif);
  await expect(page.getByText("Please provide a valid image (JPG, JPEG or PNG)", { exact: true })).toBeVisible();

  // A text file named .png passes the browser's look at its name; the server decodes it and refuses it.
  const name = uniqueName("Not A Picture");
  await fillCreateForm(page, name);
  await field(page, "Price").fill("12,5");
  const fake = testInfo.outputPath("fake.png");
  await writeFile(fake, "this is not a picture");
  await page.getByLabel("Choose images").setInputFiles(fake);
  await uploadButton(page).click();
  await expect(toast(page, `Creating product "${name}" failed, try again`)).toBeVisible();
  await expect(page.getByText("Please provide a valid image (JPG, JPEG or PNG)", { exact: true })).toBeVisible();
  await expect(field(page, "Product name")).toHaveValue(name);
  await expect(field(page, "Price")).toHaveValue("12,5");
  await expect(page).toHaveURL(/\/account\/createProduct$/);
});

test("a seller edits a listing's fields and pictures, then deletes it after confirming", async ({
  page,
  seller,
}, testInfo) => {
  const { name } = await seller.list({ name: "Edit Me Bench", price: 149.5 });
  await page.goto("/account/myProducts");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await waitForHydration(page, "main form");
  await expect(field(page, "Product name")).toHaveValue(name);
  await expect(field(page, "Price")).toHaveValue("149.50");
  await expect(brandMenu(page)).not.toHaveValue("");
  await page.getByRole("button", { name: "Remove image 1" }).click();
  await page
    .getByLabel("Choose images")
    .setInputFiles([await noisyPicture(testInfo, "two.png", 64), await noisyPicture(testInfo, "three.png", 64)]);
  await field(page, "Price").fill("99");
  await expect(field(page, "Stock")).toHaveValue("20");
  // No units left: the product for sale shows as sold out.
  await field(page, "Stock").fill("0");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, `Product "${name}" saved`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$99.00");
  await expect(row).toContainText("Sold out");
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("button", { name: /^Show image/ })).toHaveCount(2);

  await page.goto("/account/myProducts");
  await waitForHydration(page, "main form");
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(dialog).toContainText(name);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Product "${name}" deleted` })).toBeVisible();
  await expect(page.getByText("There are no products yet")).toBeVisible();
});

test("another user gets Page Not Found for someone else's listing", async ({ page, shopper: _other, product }) => {
  const response = await page.goto(`/account/myProducts/${product.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("an upload can be cancelled: nothing is saved and the form keeps everything", async ({
  page,
  seller: _signedIn,
}, testInfo) => {
  const name = uniqueName("Cancelled Lathe");
  await fillCreateForm(page, name);
  await page.getByLabel("Choose images").setInputFiles(await noisyPicture(testInfo, "big.png", 700));
  await throttleUploads(page, 50 * 1024);
  await uploadButton(page).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await page.getByRole("button", { name: "Cancel upload" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The upload was cancelled; nothing was saved." }),
  ).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(uploadButton(page)).toBeFocused();
  await expect(field(page, "Product name")).toHaveValue(name);
  await expect(page.getByRole("list", { name: "Chosen images (1)" })).toBeVisible();
  await page.goto("/account/myProducts");
  await expect(page.getByText("There are no products yet")).toBeVisible();
});

/** The form's summary of what to fix. */
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Please correct" });

test("with a valid image and a wrong name and price, the summary names those fields and not the images", async ({
  page,
  seller: _signedIn,
}, testInfo) => {
  await fillCreateForm(page, "");
  await field(page, "Price").fill("twelve");
  await page.getByLabel("Choose images").setInputFiles(await noisyPicture(testInfo, "fine.png", 64));
  await expect(page.getByRole("list", { name: "Chosen images (1)" })).toBeVisible();
  await uploadButton(page).click();
  await expect(summary(page)).toHaveText("Please correct these fields: Product name and Price.");
  await expect(summary(page)).not.toContainText("Images");
  // The picture is still chosen, with no message of its own.
  await expect(page.getByRole("list", { name: "Chosen images (1)" })).toBeVisible();
  await expect(page.getByText("No image is selected!")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts as it is and My Products says the product was created", async ({
    page,
    seller: _signedIn,
  }, testInfo) => {
    await page.goto("/account/createProduct");
    const name = uniqueName("Plain Form Lathe");
    await field(page, "Product name").fill(name);
    await field(page, "Price").fill("20");
    await field(page, "Description").fill("Posted without a script.");
    await categoryMenu(page).selectOption({ label: "Lathes" });
    // Before a script runs, the brand menu lists every sub-category's brands, grouped.
    const latheBrand = brandMenu(page).locator('optgroup[label="Machine Tools>Lathes"] option').first();
    await brandMenu(page).selectOption((await latheBrand.getAttribute("value")) ?? "");
    await page.getByLabel("Choose images").setInputFiles(await noisyPicture(testInfo, "plain.png", 64));
    await uploadButton(page).click();
    await expect(page).toHaveURL(/\/account\/myProducts\?saved=created&product=\d+$/);
    await expect(page.getByRole("status").filter({ hasText: name })).toHaveText(
      `Product "${name}" created successfully`,
    );
  });

  test("a plain post with a valid image and an empty name is refused for the name alone, not the images", async ({
    page,
    seller: _signedIn,
  }, testInfo) => {
    await page.goto("/account/createProduct");
    await field(page, "Price").fill("20");
    await field(page, "Description").fill("Posted without a script, and without a name.");
    await categoryMenu(page).selectOption({ label: "Lathes" });
    const latheBrand = brandMenu(page).locator('optgroup[label="Machine Tools>Lathes"] option').first();
    await brandMenu(page).selectOption((await latheBrand.getAttribute("value")) ?? "");
    await page.getByLabel("Choose images").setInputFiles(await noisyPicture(testInfo, "plain-fine.png", 64));
    await uploadButton(page).click();
    await expect(summary(page)).toHaveText("Please correct these fields: Product name.");
    await expect(summary(page)).not.toContainText("Images");
    await expect(field(page, "Description")).toHaveValue("Posted without a script, and without a name.");
  });
});

for (const dir of ["ltr", "rtl"] as const) {
  test(`axe finds nothing on My Products, its dialog and the listing form with errors (${dir})`, async ({
    page,
    seller,
  }, testInfo) => {
    await page.goto(`/account/myProducts?dir=${dir}`);
    await expect(page.locator("main a[href='/account/createProduct']").last()).toBeVisible();
    await expectNoAxeViolations(page);

    await seller.list();
    await page.goto(`/account/myProducts?dir=${dir}`);
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoAxeViolations(page);
    await waitForHydration(page, "main form");
    await page.locator("main form button[type=submit]").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/account/createProduct?dir=${dir}`);
    await waitForHydration(page, "main form");
    await page.locator("main form button[type=submit]").click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.locator("main select[name=subCategory]").selectOption({ index: 1 });
    await page.locator("main input[type=file]").setInputFiles(await noisyPicture(testInfo, "axe-form.png", 64));
    await expect(page.locator("main form img")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
