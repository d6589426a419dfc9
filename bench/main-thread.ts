// What a page's load does on the main thread, in Debian's Chromium with DevTools' 4× CPU slowdown (as Lighthouse's
// mobile run assumes): the long tasks after the first paint (their blocking time, as TBT counts it) and the functions
// with the most self time in a CPU profile, per file, line and column of the built scripts; then how long the first
// `Intl` formatter of each kind takes on a blank page (ICU's data loads on first use).
// Usage: npm run build, then DATA_DIR=… npm run bench:main-thread -- [--page /shop/catalog] [--runs 3].
// Not a test and not a budget: a way to see where issue 54's TBT goes, one function at a time.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { someProductPath, startStore } from "./store-process";

const { values } = parseArgs({
  options: {
    page: { type: "string", default: "" },
    runs: { type: "string", default: "3" },
  },
});
const runs = Number(values.runs);

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const store = await startStore();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const path = values.page || (await someProductPath(store.url));
  const selfTime = new Map<string, number>();
  console.log(`${path}: ${runs} loads, 412 px, CPU slowed 4×`);
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(`${store.url}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1500);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    const blocking = tasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, length]) => sum + Math.max(0, length - 50), 0);
    const list = tasks.map(([start, length]) => `${Math.round(start)}+${Math.round(length)}`).join(" ");
    console.log(
      `load ${run + 1}: first paint ${Math.round(fcp)} ms, blocking ${Math.round(blocking)} ms; long tasks ${list}`,
    );
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || frame.functionName === "(idle)" || frame.functionName === "(program)") return;
      const file = frame.url.replace(/^.*\//, "") || "(native)";
      const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
      selfTime.set(key, (selfTime.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000 / runs);
    });
    await context.close();
  }
  console.log("\nSelf time per load (ms, slowed 4×), the top 20:");
  for (const [where, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${ms.toFixed(1).padStart(7)}  ${where}`);
  }

  console.log("\nThe first formatter of each kind on a blank page (ms, not slowed), three pages:");
  for (let run = 0; run < 3; run++) {
    const page = await browser.newPage();
    await page.goto(`${store.url}/robots.txt`);
    // As source text: tsx would wrap the nested function with a naming helper the page does not have.
    const times = (await page.evaluate(`(() => {
      const timed = (make) => { const start = performance.now(); make(); return Math.round((performance.now() - start) * 10) / 10; };
      return {
        PluralRules: timed(() => new Intl.PluralRules("en").select(1)),
        NumberFormat: timed(() => new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(1.5)),
        DateTimeFormat: timed(() => new Intl.DateTimeFormat("en", { day: "numeric", month: "short" }).format(0)),
        DisplayNames: timed(() => new Intl.DisplayNames(["en"], { type: "region" }).of("DE")),
      };
    })()`)) as Record<string, number>;
    console.log(
      Object.entries(times)
        .map(([kind, ms]) => `${kind} ${ms}`)
        .join(" · "),
    );
    await page.close();
  }
} finally {
  await browser.close();
  await store.stop();
}
