import { isIP } from "node:net";
import { z } from "zod";
import { LOG_LEVELS } from "./log/logger";
import { VIES_DEFAULT_URL } from "./tax/vies";

// One parse of process.env at start; everything else imports the typed result.
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /**
   * Streaming replicas of DATABASE_URL's server (comma list of postgres:// URLs): the catalogue, search and product
   * pages read from them (docs/decisions/039-read-replicas.md).
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a comma list of postgres:// or postgresql:// URLs"))
        .min(1, "must name at least one replica")
        .max(16, "names more than 16 replicas"),
    )
    .optional(),
  /**
   * For this long after a visitor's write, their reads go to the primary (a cookie); a replica further behind than
   * this takes no reads.
   */
  REPLICA_STICKY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): `loopback`, `uniquelocal`, addresses or
   * CIDR ranges (comma list), or a number of hops. Unset: the socket's address, which nobody can forge.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, "must be a hop count, or a comma list of loopback, linklocal, uniquelocal, IPs or CIDRs")
    .optional(),
  /** Sign-in and sign-up attempts per minute per client address (raise it behind a shared address). */
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  SIGN_UP_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Send mail through this SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); unset, into .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" }).optional(),
  /** The mails' sender, as `Name <address>` or an address; unset, Tool Store at no-reply@ the public host. */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /**
   * Newsletter campaign mails handed to the outbox per minute, across all campaigns and processes (decision 057):
   * keep it under what the SMTP provider accepts.
   */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number of mails a minute" })
    .int("must be a whole number of mails a minute")
    .min(1, "must be at least 1")
    .max(1_000_000, "must be at most 1000000")
    .default(120),
  /** Accounts that run the store (`/admin`): a comma list of emails, operators as soon as their accounts exist. */
  OPERATOR_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email("must be a comma list of email addresses")))
    .optional(),
  /**
   * Keep every picture in this S3-compatible bucket (several app servers share it); unset, in DATA_DIR/media.
   * Credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine's role.
   */
  MEDIA_S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "must be a bucket name: 3–63 lowercase letters, digits, dots or dashes",
    )
    .optional(),
  /** The S3-compatible service (MinIO, R2, Ceph…); unset, AWS S3 itself. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Where a CDN serves the bucket (`https://media.example.com`); unset, the app streams the pictures itself. */
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  /** PayPal takes payments at checkout once its REST app's client id and secret are set (docs/payments.md). */
  PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Which PayPal: `sandbox` (test accounts, no real money) or `live`. */
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "live"]).default("sandbox"),
  /** The id PayPal gave the store's webhook (Dashboard → the app → Webhooks): its notices are verified against it. */
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
  /** Another address for PayPal's REST API than PAYPAL_ENVIRONMENT's (the tests' stand-in for PayPal). */
  PAYPAL_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  /**
   * Import the European Central Bank's daily reference rates from this address at start and every 24 hours
   * (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml, or a file:// copy); unset, rates change by hand.
   */
  RATES_URL: z.url({ protocol: /^(https?|file)$/, error: "must be an http(s):// or file:// address" }).optional(),
  /**
   * The EU's VIES REST API, asked about business buyers' VAT numbers when the tax settings turn the check on
   * (decision 060); another address for a proxy or the tests' stand-in.
   */
  VIES_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s):// address" })
    .transform((url) => url.replace(/\/+$/, ""))
    .default(VIES_DEFAULT_URL),
  /**
   * The pages of visitors without a session are kept, compressed, in each app process up to this many megabytes
   * (decision 038); 0 keeps none.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /** The longest a process keeps a page, notices or not (what no notice announces, such as a badge that ends). */
  PAGE_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /**
   * How long a cache in front of the store (nginx, a CDN) may answer with such a page (`s-maxage`), and how long
   * after that it may still answer with it while it asks the store again (`stale-while-revalidate`).
   */
  PAGE_CACHE_SHARED_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** The least severe log lines written (JSON on stdout; readable under `npm run dev`). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Where `react-router build` wrote the app; separate folders let several checkouts' builds run side by side. */
  BUILD_DIR: z.string().min(1).default("build"),
  /**
   * App processes sharing the port on PostgreSQL; unset, one per core (os.availableParallelism()). The
   * embedded database always runs in one process.
   */
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,3}$/, "must be a whole number of processes, at least 1")
    .transform(Number)
    .optional(),
});

function isTrustProxy(value: string): boolean {
  if (/^\d{1,2}$/.test(value)) return true;
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  return value.split(",").every((part) => {
    const item = part.trim();
    if (named.has(item)) return true;
    const [address, bits, extra] = item.split("/");
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
}

export type Env = z.infer<typeof schema>;

const s3Only = ["MEDIA_S3_ENDPOINT", "MEDIA_PUBLIC_URL"] as const;
const paypalOnly = ["PAYPAL_WEBHOOK_ID", "PAYPAL_API_URL"] as const;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in schema.shape && value !== ""),
  );
  const result = schema.safeParse(present);
  const lines = result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // The bucket's settings mean nothing without the bucket: say so rather than keep pictures on the disk unnoticed.
  if (!present.MEDIA_S3_BUCKET) {
    for (const name of s3Only) if (present[name]) lines.push(`  ${name}: needs MEDIA_S3_BUCKET`);
  }
  // PayPal needs both halves of its credentials; its other settings mean nothing without them.
  if (Boolean(present.PAYPAL_CLIENT_ID) !== Boolean(present.PAYPAL_CLIENT_SECRET)) {
    lines.push("  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both, or neither");
  } else if (!present.PAYPAL_CLIENT_ID) {
    for (const name of paypalOnly)
      if (present[name]) lines.push(`  ${name}: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET`);
  }
  // Replicas of what? They only copy a PostgreSQL server; the embedded database has none.
  if (present.DATABASE_REPLICA_URLS && !present.DATABASE_URL) {
    lines.push(
      "  DATABASE_REPLICA_URLS: needs DATABASE_URL (replicas copy a PostgreSQL server; the embedded database has none)",
    );
  }
  if (result.success && lines.length === 0) return result.data;
  throw new EnvError(`Invalid environment variables:\n${lines.join("\n")}`);
}
