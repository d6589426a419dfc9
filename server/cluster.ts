import cluster, { type Worker } from "node:cluster";
import type { Env } from "./env";
import type { Logger } from "./log/logger";
import { openDatabaseOrFail, openMediaOrFail, prepareDatabase, readyLine, STOP_GRACE_MS } from "./startup";

/** How long the workers get to close on SIGTERM (their requests in flight, then the rest) before they are killed. */
const WORKER_STOP_MS = STOP_GRACE_MS + 5_000;
/** A worker that dies before it listens is replaced after this pause, so a failing start does not spin. */
const RESTART_PAUSE_MS = 1_000;

/**
 * The primary of `processes` app processes sharing one port (PostgreSQL only): it migrates and seeds
 * once, forks the workers, says when all of them listen, replaces one that dies, and stops them all on
 * SIGTERM or SIGINT.
 */
export async function runCluster(env: Env, log: Logger, processes: number): Promise<void> {
  const started = Date.now();
  let ready = false;
  let stopping = false;
  const listened = new WeakSet<Worker>();

  cluster.on("listening", (worker, address) => {
    listened.add(worker);
    if (ready || Object.values(cluster.workers ?? {}).some((w) => w && !listened.has(w))) return;
    ready = true;
    log.info(readyLine(env, address.port, `PostgreSQL, ${processes} processes`, started));
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!ready) {
      log.error(`An app process stopped while the store was starting (${how}): stopping.`);
      void stop(1);
      return;
    }
    const pause = listened.has(worker) ? 0 : RESTART_PAUSE_MS;
    log.error(`App process ${worker.process.pid} exited unexpectedly (${how}): starting another.`);
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, pause);
  });

  async function stop(exitCode: number) {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    const exited = workers.map((w) => new Promise((resolve) => w.process.once("exit", resolve)));
    for (const w of workers) w.process.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill("SIGKILL");
    }, WORKER_STOP_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    process.exit(exitCode);
  }
  const onSignal = (signal: string) => {
    if (!stopping) log.info(`${signal} received: stopping ${processes} app processes.`);
    void stop(0);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  const database = await openDatabaseOrFail(env, log);
  await prepareDatabase(database, await openMediaOrFail(env, log), env, log);
  // The workers open their own connections; the primary keeps none.
  await database.close();
  if (stopping) return;
  for (let i = 0; i < processes; i++) cluster.fork();
}
