import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/** The newest PostgreSQL's programs on a Debian machine (/usr/lib/postgresql/<version>/bin). */
export function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).pop();
  if (!newest) throw new Error("No PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)");
  return path.join(root, newest, "bin");
}

export type Replica = {
  port: number;
  /** The replica's address for one database, with the primary URL's role and password. */
  urlOf(databaseUrl: string): string;
  /** Stops applying the primary's changes (they keep arriving), or applies them again. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has applied everything the primary had written when it was called. */
  caughtUp(): Promise<void>;
  /** An immediate stop, like a crash or a pulled cable; `start()` brings it back (crash recovery, then streaming). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Suspends the server and every connection's process (SIGSTOP), like a hung machine: nothing answers, nothing closes. */
  freeze(): void;
  thaw(): void;
  cleanup(): Promise<void>;
};

/**
 * A streaming replica of the PostgreSQL server that `serverUrl` names (its role needs REPLICATION): the whole
 * cluster copied with `pg_basebackup -R` into a temporary folder, and a second `postgres` on `port` over it. Run as
 * the postgres user when this process is root (CI), as PostgreSQL refuses to run as root.
 */
export async function startReplica(serverUrl: string, port: number): Promise<Replica> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const folder = await mkdtemp(path.join(tmpdir(), "tool-store-replica-"));
  const dataDir = path.join(folder, "data");
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? { file: "runuser", args: ["-u", "postgres", "--", path.join(bin, program), ...args] }
      : { file: path.join(bin, program), args };

  let server: ChildProcess | undefined;
  let output = "";
  const superuser = () => new pg.Client({ host: folder, port, user: "postgres", database: "postgres" });

  async function start() {
    const { file, args } = run("postgres", ["-D", dataDir]);
    const child = spawn(file, args, { stdio: ["ignore", "pipe", "pipe"] });
    server = child;
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    // Ready once it takes connections: a hot standby does once its data is consistent.
    for (const deadline = Date.now() + 30_000; ; ) {
      if (child.exitCode !== null) throw new Error(`The replica stopped: ${output}`);
      const client = superuser();
      try {
        await client.connect();
        await client.query("select 1");
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`The replica did not start: ${String(error)}\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await client.end().catch(() => {});
      }
    }
  }

  async function stop() {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // The immediate shutdown: every backend ends at once, without a checkpoint. Through pg_ctl, as runuser would
    // pass a signal on as SIGTERM (a smart shutdown, which waits for the clients).
    const { file, args } = run("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
    try {
      execFileSync(file, args, { stdio: "ignore" });
    } catch {
      child.kill("SIGKILL");
    }
    await exited;
  }

  /** The postmaster (from its pid file) and the processes it started: one per connection, and its workers. */
  function serverProcesses(): number[] {
    const postmaster = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, "utf8").trim();
    return [postmaster, ...(children ? children.split(/\s+/).map(Number) : [])];
  }
  // runuser (as root) stops itself when its child stops, as a shell's job control expects: it is continued too.
  const signalAll = (signal: NodeJS.Signals) => {
    if (!existsSync(path.join(dataDir, "postmaster.pid"))) return; // not running
    if (signal === "SIGCONT") server?.kill(signal);
    for (const pid of serverProcesses()) process.kill(pid, signal);
  };

  async function asSuperuser(statement: string) {
    const client = superuser();
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  try {
    const backup = run("pg_basebackup", ["-d", serverUrl, "-D", dataDir, "-R", "--checkpoint=fast", "-X", "stream"]);
    await promisify(execFile)(backup.file, backup.args);
    // Debian keeps a cluster's configuration in /etc, so the copy has none: a replica's own, on its own port and
    // socket folder, trusting this machine (a test server).
    const own = (file: string, text: string) => {
      writeFileSync(path.join(dataDir, file), text);
      if (asRoot) execFileSync("chown", ["postgres:postgres", path.join(dataDir, file)]);
    };
    own(
      "postgresql.conf",
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${folder}'`,
        "hot_standby = on",
        "logging_collector = off",
        "",
      ].join("\n"),
    );
    own("pg_hba.conf", "local all all trust\nhost all all 127.0.0.1/32 trust\n");
    await start();
  } catch (error) {
    await stop().catch(() => {});
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    port,
    urlOf(databaseUrl) {
      const url = new URL(databaseUrl);
      url.port = String(port);
      return url.toString();
    },
    pauseReplay: () => asSuperuser("select pg_wal_replay_pause()"),
    resumeReplay: () => asSuperuser("select pg_wal_replay_resume()"),
    async caughtUp() {
      const primary = new pg.Client({ connectionString: serverUrl });
      await primary.connect();
      const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      await primary.end();
      const client = superuser();
      await client.connect();
      try {
        for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
          const done = await client.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [
            rows[0]!.lsn,
          ]);
          if (done.rows[0]?.done) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the replica did not catch up within 30 s");
      } finally {
        await client.end();
      }
    },
    stop,
    start,
    freeze: () => signalAll("SIGSTOP"),
    thaw: () => signalAll("SIGCONT"),
    async cleanup() {
      signalAll("SIGCONT"); // a frozen server would not stop
      await stop().catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}
