// The built store as `npm start` runs it, in a process of its own: what the whole-page benchmarks measure.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

export type Store = {
  child: ChildProcess;
  url: string;
  /** Stops it as Ctrl+C would; resolves once the process has exited. */
  stop: () => Promise<void>;
};

/**
 * Starts the built server in production mode on a free port (DATA_DIR or DATABASE_URL from the caller's
 * environment, or from `env`); resolves once it says where it is ready. Run `npm run build` first. The browser
 * test of `npm run operator` starts its own store with it.
 */
export async function startStore(env: Record<string, string> = {}): Promise<Store> {
  // The compiled server, as `npm run serve` runs it.
  const main = path.join(process.env.BUILD_DIR || "build", "server-main.js");
  if (!existsSync(main)) throw new Error(`No ${main}: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  for (;;) {
    const url = output.match(/ready at (http:\/\/\S+)/)?.[1];
    if (url) {
      const stop = async () => {
        if (child.exitCode === null) child.kill("SIGTERM");
        await exited;
      };
      return { child, url: url.replace("localhost", "127.0.0.1"), stop };
    }
    if (child.exitCode !== null) throw new Error(`The store exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A product page's address: the first product the catalogue lists. */
export async function someProductPath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/shop/catalog`)).text();
  const path = html.match(/href="(\/shop\/products\/[^"]+)"/)?.[1];
  if (!path) throw new Error("No product link on /shop/catalog");
  return path;
}
