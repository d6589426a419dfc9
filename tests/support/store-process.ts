import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

// The compiled server as `npm start` runs it (without the build step): tests that start it need `npm run build` first.
export const serverMain = path.resolve(process.env.BUILD_DIR || "build", "server-main.js");

export type Started = {
  child: ChildProcess;
  /** Everything the process wrote: JSON lines, but for an environment error (no logger yet) and Node's warnings. */
  output: () => string;
  /** What it wrote on stdout: its log, one JSON object a line. */
  stdout: () => string;
  /** Its log lines' messages, one a line. */
  messages: () => string;
  exited: Promise<number | null>;
};

export type LogLine = { level: string; time: string; pid: number; msg: string; [field: string]: unknown };

/** The process's log lines; throws on a line that is not JSON. */
export function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

/** Starts one store process on a free port of 127.0.0.1 (the embedded database in `dataDir`, unless `env` says). */
export function startStore(dataDir: string, env: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      WEB_CONCURRENCY: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stdout = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const messages = () =>
    output
      .split("\n")
      .map((line) => (line.startsWith("{") ? (JSON.parse(line) as LogLine).msg : line))
      .join("\n");
  return { child, output: () => output, stdout: () => stdout, messages, exited };
}

export async function waitFor<T>(
  what: string,
  check: () => T | undefined,
  started: Started,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = check();
    if (found !== undefined) return found;
    if (started.child.exitCode !== null) throw new Error(`The store exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen in time: ${started.output()}`);
}

/** The address the store says it is ready at (a first start seeds and draws the demo pictures: give it time). */
export function readyUrl(started: Started, timeoutMs = 90_000): Promise<string> {
  return waitFor(
    "The store's start",
    () =>
      started
        .output()
        .match(/ready at (http:\/\/\S+)/)?.[1]
        ?.replace("localhost", "127.0.0.1"),
    started,
    timeoutMs,
  );
}
