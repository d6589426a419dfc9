import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { copyDrawnDemoPictures } from "./tests/support/demo-pictures-folder";
import { PAYPAL_TEST_CLIENT } from "./tests/support/paypal-test-client";

const PORT = Number(process.env.E2E_PORT ?? 3199);
// The stand-in for PayPal's API and approval page (tests/support/paypal-server.ts) the store pays through.
const PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? 3198);
// A fresh data folder per run: the store seeds itself on first start, as on a new machine. Workers load this file
// again; they inherit the folder from the runner, so a test reads the store's mail from DATA_DIR/mail.
process.env.E2E_DATA_DIR ??= path.resolve(".test-data", `e2e-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// The demo's pictures, when the integration tests drew them in this run (npm test runs those first): the store's
// first start then writes only the rows (tests/support/demo-pictures.ts).
copyDrawnDemoPictures(dataDir);

/** Tests named with this run after all the others, with nothing beside them. */
const ALONE = /@alone/;

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `No Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`,
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  // Every test makes its own accounts and products (tests/support/fixtures.ts), so tests run in any order,
  // two at a time, against the one store.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Guards, not measures: two workers, the store and two browsers share two cores, and axe alone takes seconds a
  // page when they are busy; a test still fails at once on what it asserts.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".test-data/playwright-results.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, grepInvert: ALONE },
    // Tests that read a count of the whole store (the Overview's orders awaiting payment) run once the others are done:
    // an order another test places between their two reads would change it.
    { name: "alone", use: { ...devices["Desktop Chrome"] }, grep: ALONE, dependencies: ["chromium"] },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/paypal-server.ts ${PAYPAL_PORT}`,
      port: PAYPAL_PORT,
      reuseExistingServer: false,
      stdout: "pipe",
    },
    {
      // The compiled server, as `npm start` runs it (npm test builds first): React's development build would render
      // each page about twice as slowly.
      command: "node build/server-main.js",
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      // Every test signs up from this one address: raise the per-address limits (the lockout still holds).
      env: {
        NODE_ENV: "production",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SIGN_IN_LIMIT_PER_MINUTE: "1000",
        SIGN_UP_LIMIT_PER_MINUTE: "1000",
        // The run's output shows the store's warnings and errors, not a line for each of its thousands of requests.
        LOG_LEVEL: "warn",
        // The back office's tests sign up (or in) as this account (tests/support/fixtures.ts E2E_OPERATOR_EMAIL).
        OPERATOR_EMAILS: "operator@e2e.example.com",
        PAYPAL_CLIENT_ID: PAYPAL_TEST_CLIENT.id,
        PAYPAL_CLIENT_SECRET: PAYPAL_TEST_CLIENT.secret,
        PAYPAL_WEBHOOK_ID: PAYPAL_TEST_CLIENT.webhookId,
        PAYPAL_API_URL: `http://127.0.0.1:${PAYPAL_PORT}`,
      },
    },
  ],
});
