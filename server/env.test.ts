import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("environment", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      BUILD_DIR: "build",
      SIGN_IN_LIMIT_PER_MINUTE: 10,
      SIGN_UP_LIMIT_PER_MINUTE: 10,
      MEDIA_S3_REGION: "us-east-1",
      LOG_LEVEL: "info",
      PAYPAL_ENVIRONMENT: "sandbox",
      REPLICA_STICKY_SECONDS: 5,
      PAGE_CACHE_MB: 64,
      PAGE_CACHE_MAX_AGE_SECONDS: 300,
      PAGE_CACHE_SHARED_SECONDS: 10,
      PAGE_CACHE_STALE_SECONDS: 60,
      NEWSLETTER_RATE_PER_MINUTE: 120,
      VIES_URL: "https://ec.europa.eu/taxation_customs/vies/rest-api",
    });
  });

  it("reads the newsletter's rate as whole mails a minute, refusing zero, fractions and words", () => {
    expect(parseEnv({ NEWSLETTER_RATE_PER_MINUTE: "600" }).NEWSLETTER_RATE_PER_MINUTE).toBe(600);
    for (const bad of ["0", "-5", "2.5", "fast", "1000001"]) {
      expect(() => parseEnv({ NEWSLETTER_RATE_PER_MINUTE: bad })).toThrow(/NEWSLETTER_RATE_PER_MINUTE: must/);
    }
  });

  it("reads replicas of the PostgreSQL server as a list of URLs, and refuses them without DATABASE_URL", () => {
    const primary = "postgres://store:secret@db-1:5432/store";
    expect(
      parseEnv({
        DATABASE_URL: primary,
        DATABASE_REPLICA_URLS: " postgres://store:secret@db-2:5432/store, postgresql://store:secret@db-3/store ,",
        REPLICA_STICKY_SECONDS: "8",
      }),
    ).toMatchObject({
      DATABASE_REPLICA_URLS: ["postgres://store:secret@db-2:5432/store", "postgresql://store:secret@db-3/store"],
      REPLICA_STICKY_SECONDS: 8,
    });
    expect(() => parseEnv({ DATABASE_REPLICA_URLS: "postgres://db-2/store" })).toThrow(
      /DATABASE_REPLICA_URLS: needs DATABASE_URL/,
    );
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: "mysql://db-2/store" })).toThrow(
      /DATABASE_REPLICA_URLS\.0: must be a comma list of postgres/,
    );
    expect(() => parseEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: " , " })).toThrow(
      /DATABASE_REPLICA_URLS: must name at least one replica/,
    );
    for (const value of ["0", "1.5", "soon", "301"]) {
      expect(() => parseEnv({ REPLICA_STICKY_SECONDS: value }), value).toThrow(/REPLICA_STICKY_SECONDS/);
    }
  });

  it("takes PayPal only with both its client id and secret, and says when its other settings come without them", () => {
    expect(
      parseEnv({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_ENVIRONMENT: "live" }),
    ).toMatchObject({
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_ENVIRONMENT: "live",
    });
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: "id" })).toThrow(/PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set both/);
    expect(() => parseEnv({ PAYPAL_WEBHOOK_ID: "WH-1" })).toThrow(/PAYPAL_WEBHOOK_ID: needs PAYPAL_CLIENT_ID/);
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s", PAYPAL_ENVIRONMENT: "test" })).toThrow(
      /PAYPAL_ENVIRONMENT/,
    );
  });

  it("keeps pictures in a bucket only when MEDIA_S3_BUCKET names one, and says when its settings come without it", () => {
    expect(
      parseEnv({
        MEDIA_S3_BUCKET: "tool-store-media",
        MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
        MEDIA_PUBLIC_URL: "https://media.example.com/",
      }),
    ).toMatchObject({
      MEDIA_S3_BUCKET: "tool-store-media",
      MEDIA_S3_ENDPOINT: "http://127.0.0.1:9000",
      MEDIA_S3_REGION: "us-east-1",
      MEDIA_PUBLIC_URL: "https://media.example.com",
    });
    expect(() => parseEnv({ MEDIA_S3_BUCKET: "Not_A_Bucket" })).toThrow(/MEDIA_S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: "https://media.example.com" })).toThrow(
      /MEDIA_PUBLIC_URL: needs MEDIA_S3_BUCKET/,
    );
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(parseEnv({ LOG_LEVEL: "debug" }).LOG_LEVEL).toBe("debug");
  });

  it("takes an SMTP server's address with its login, and refuses anything else naming the variable", () => {
    expect(parseEnv({ SMTP_URL: "smtps://store:secret@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://store:secret@mail.example.com:465",
    );
    expect(parseEnv({ SMTP_URL: "smtp://relay:587", MAIL_FROM: "Tool Store <shop@example.com>" })).toMatchObject({
      SMTP_URL: "smtp://relay:587",
      MAIL_FROM: "Tool Store <shop@example.com>",
    });
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address/,
    );
  });

  it("reads OPERATOR_EMAILS as a list of lower-case addresses, and names a bad one", () => {
    expect(parseEnv({ OPERATOR_EMAILS: " Boss@Example.com, deputy@example.com ," }).OPERATOR_EMAILS).toEqual([
      "boss@example.com",
      "deputy@example.com",
    ]);
    expect(() => parseEnv({ OPERATOR_EMAILS: "boss@example.com, nobody" })).toThrow(
      /OPERATOR_EMAILS\.1: must be a comma list of email addresses/,
    );
  });

  it("treats an empty variable as not set", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("reads a port, a data folder and a PostgreSQL URL", () => {
    const env = parseEnv({ PORT: "8080", DATA_DIR: "/srv/store", DATABASE_URL: "postgres://u:p@db:5432/store" });
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: "/srv/store", DATABASE_URL: "postgres://u:p@db:5432/store" });
  });

  it("stops with a message naming a bad port", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("refuses a database URL that is not PostgreSQL, naming the variable", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://localhost/store" })).toThrow(/DATABASE_URL/);
  });

  it("refuses a public URL that is not http(s), naming the variable", () => {
    expect(() => parseEnv({ PUBLIC_URL: "ftp://store.example" })).toThrow(/PUBLIC_URL/);
    expect(parseEnv({ PUBLIC_URL: "https://store.example" }).PUBLIC_URL).toBe("https://store.example");
  });

  it("reads the sign-in and sign-up limits, refusing zero or words", () => {
    expect(parseEnv({ SIGN_IN_LIMIT_PER_MINUTE: "200", SIGN_UP_LIMIT_PER_MINUTE: "50" })).toMatchObject({
      SIGN_IN_LIMIT_PER_MINUTE: 200,
      SIGN_UP_LIMIT_PER_MINUTE: 50,
    });
    expect(() => parseEnv({ SIGN_IN_LIMIT_PER_MINUTE: "0" })).toThrow(/SIGN_IN_LIMIT_PER_MINUTE/);
    expect(() => parseEnv({ SIGN_UP_LIMIT_PER_MINUTE: "many" })).toThrow(/SIGN_UP_LIMIT_PER_MINUTE/);
  });

  it("accepts a trusted proxy as hops, names, addresses or ranges, and refuses anything else", () => {
    for (const value of ["1", "loopback", "loopback, 10.0.0.0/8", "192.168.1.10", "fd00::/8", "uniquelocal"]) {
      expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
    for (const value of ["true", "everyone", "10.0.0.0/33", "10.0.0/8", "::1/200"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it("takes the exchange rates' address over http(s) or from a file, and refuses anything else naming the variable", () => {
    const ecb = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
    expect(parseEnv({ RATES_URL: ecb }).RATES_URL).toBe(ecb);
    expect(parseEnv({ RATES_URL: "file:///srv/rates/eurofxref-daily.xml" }).RATES_URL).toBe(
      "file:///srv/rates/eurofxref-daily.xml",
    );
    expect(parseEnv({}).RATES_URL).toBeUndefined();
    for (const value of ["ftp://ecb.example/rates.xml", "eurofxref-daily.xml"]) {
      expect(() => parseEnv({ RATES_URL: value }), value).toThrow(/RATES_URL: must be an http\(s\):\/\/ or file:\/\//);
    }
  });

  it("takes VIES's address over http(s), without a trailing slash, and refuses anything else naming the variable", () => {
    expect(parseEnv({ VIES_URL: "http://127.0.0.1:3232/" }).VIES_URL).toBe("http://127.0.0.1:3232");
    for (const value of ["ftp://vies.example", "vies.example"]) {
      expect(() => parseEnv({ VIES_URL: value }), value).toThrow(/VIES_URL: must be an http\(s\):\/\/ address/);
    }
  });

  it("reads how many processes to run, refusing zero, fractions and words", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBeUndefined();
    expect(parseEnv({ WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    for (const value of ["0", "-2", "1.5", "two", "1e3"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY: must be a whole number/);
    }
  });
});
