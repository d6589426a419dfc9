import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const PASSWORD = "compiler-1952";

/** A fresh email per call, so tests never meet each other's accounts. */
/** A new address each time, always as long for one name: a page showing it wraps it the same way (visual baselines). */
export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}@example.com`;
}

/** Fills the contact form with a message from Ann whose email lacks its @, and sends it. */
export async function sendContactFormWithBadEmail(form: Locator) {
  await form.getByRole("textbox", { name: "Your name" }).fill("Ann Lee");
  await form.getByRole("textbox", { name: "Email address" }).fill("ann.example.com");
  await form.getByRole("textbox", { name: "Subject" }).fill("Opening hours");
  await form.getByRole("textbox", { name: "Message" }).fill("Are you open on 1 May?");
  await form.getByRole("button", { name: "Send Message" }).click();
}

/** The register card of the login page (the page must be open). */
export function registerForm(page: Page) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: "Register" }) });
}

/** The login card of the login page (the page must be open). */
export function loginForm(page: Page) {
  return page.locator("main form").filter({ has: page.getByRole("button", { name: "Login" }) });
}

/** Fills and sends the register form of the open login page. */
export async function register(page: Page, email: string, options: { userName?: string; picture?: string } = {}) {
  const form = registerForm(page);
  await form.getByLabel("User name").fill(options.userName ?? "Grace Hopper");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel("Repeat password").fill(PASSWORD);
  if (options.picture) await form.getByLabel(/Profile image/).setInputFiles(options.picture);
  await form.getByRole("button", { name: "Register" }).click();
}

/** Opens the login page and registers; the browser is then signed in. */
export async function signUp(page: Page, email = uniqueEmail("user")): Promise<string> {
  await page.goto("/account/login");
  await register(page, email);
  await expect(page).not.toHaveURL(/\/account\/login/);
  return email;
}

type LoginOptions = { remember?: boolean; password?: string };

/** Signs in through the login page. */
export async function logIn(page: Page, email: string, options: LoginOptions = {}) {
  await page.goto("/account/login");
  await fillLoginForm(page, email, options);
}

/** Fills and sends the login card of the login page already open (keeping its redirectTo). */
export async function fillLoginForm(page: Page, email: string, options: LoginOptions = {}) {
  const form = loginForm(page);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Password").fill(options.password ?? PASSWORD);
  if (options.remember) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Login" }).click();
}

/**
 * Stops the page's clock (its Date, timers and animation frames): from then on the page's time moves only
 * when the test runs it (page.clock.runFor), however busy the machine. An installed clock alone still flows
 * with real time; installed a second behind and then paused at the real time, it can never be asked to go back.
 */
export async function stopPageClock(page: Page) {
  await page.clock.install({ time: Date.now() - 1000 });
  await page.clock.pauseAt(Date.now());
}

/**
 * Every axe rule passes on the page as it is now, or in the part of it `include` selects: every rule, WCAG 2.2's
 * target size (24 × 24 px, or spaced) included. axe runs in the page itself (its "legacy" mode: the store has no
 * frames from elsewhere to reach) and reports only violations; the default, which finishes the run in a second
 * blank page and reports every node that passes too, took three to four times as long for the same findings
 * (decision 073).
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const axe = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] });
  const results = await (include ? axe.include(include) : axe).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Collects what the browser's console would show in red: errors logged, uncaught exceptions and
 * Content-Security-Policy violations, to assert there are none. Chromium reports some violations (a blocked
 * eval) only as a DevTools issue, never as a console message, so the page's own securitypolicyviolation
 * events are listened to as well. Call before the page opens.
 */
export async function watchBrowserErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  await page.exposeFunction("reportPolicyViolation", (violation: string) => errors.push(`policy: ${violation}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return errors;
}

/**
 * Waits until React has attached itself to the element matching `selector`, or to the one `control` finds: a click
 * before would do nothing (the scripts start once the page has painted, and each island loads its own code).
 */
export async function waitForHydration(page: Page, selector: string): Promise<void>;
export async function waitForHydration(control: Locator): Promise<void>;
export async function waitForHydration(target: Page | Locator, selector?: string) {
  if (selector === undefined) {
    const control = target as Locator;
    // Asked often: hydration takes a few hundred milliseconds, and the default back-off (up to a second between
    // asks) would add most of a second to each of the hundred-odd tests that wait for it.
    await expect
      .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))), {
        intervals: [25, 50, 100],
      })
      .toBe(true);
    return;
  }
  await (target as Page).waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__react"));
  }, selector);
}

/**
 * A header control by its name (the cart, the account, the menus): its stand-in (a link that says it opens a popup
 * once hydrated, a `<details>`'s summary, a popover button) until the visitor reaches for it, its scripted button
 * once its code has come (decision 072).
 */
export function headerControl(scope: Page | Locator, name: string | RegExp): Locator {
  const exact = typeof name === "string";
  return scope
    .getByRole("button", { name, exact })
    .or(scope.getByRole("link", { name, exact }).and(scope.locator("[aria-haspopup]")))
    .or(scope.locator("summary").filter({ hasText: name }));
}

/**
 * Reaches for a header control as a visitor does (the pointer over it) and waits for its scripted button: what opens
 * it then is Radix's (decision 072).
 */
export async function reachFor(scope: Page | Locator, name: string | RegExp): Promise<Locator> {
  const control = headerControl(scope, name);
  await waitForHydration(control);
  await control.hover();
  const button = scope.getByRole("button", { name, exact: typeof name === "string" });
  await expect(button).toHaveAttribute("aria-haspopup", /.+/);
  return button;
}
