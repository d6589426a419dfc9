// `npm test`: typecheck, lint, unit, integration and browser tests, with the set-up a fresh machine needs.
import { execSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const results = ".test-data";
mkdirSync(results, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  const path = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  const root = process.getuid?.() === 0;
  const apt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (root && apt) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    `No Chromium found at ${path}. Install it with:\n  sudo apt-get install -y chromium\nor point CHROME_PATH at a Chromium binary.`,
  );
  process.exit(1);
}

const chromium = ensureChromium();
const vitestJson = `${results}/vitest-results.json`;
const playwrightJson = `${results}/playwright-results.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const steps = [
  ["types", "npx", ["react-router", "typegen"]],
  ["typecheck", "npx", ["tsc"]],
  ["lint", "npx", ["biome", "ci", "."]],
  // The integration suite starts the built app and the compiled server, so the build comes first.
  ["build", "npm", ["run", "build"]],
  [
    "unit and integration tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  ],
  ["browser tests", "npx", ["playwright", "test"], { CHROME_PATH: chromium }],
];

let ok = true;
for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) {
    ok = false;
    console.error(`✖ ${title} failed`);
    // Type, lint and build failures make the test results meaningless: stop there.
    if (["types", "typecheck", "lint", "build"].includes(title)) break;
  }
}

function count(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const unit = count(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const browser = count(playwrightJson, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
  skipped: r.stats.skipped,
}));
const passed = unit.passed + browser.passed;
// A failed step with no failed test (a type error, say) still counts as a failure.
const stepFailure = !ok && unit.failed + browser.failed === 0 ? 1 : 0;
const failed = unit.failed + browser.failed + stepFailure;
console.log(
  `\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${browser.passed} passed, ${browser.failed} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${unit.skipped + browser.skipped} skipped`);
process.exit(ok && passed > 0 ? 0 : 1);
