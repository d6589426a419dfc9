import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("environment", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(parseEnv({})).toEqual({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", BUILD_DIR: "build" });
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

  it("refuses a session secret that is too short, naming the variable", () => {
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("refuses a public URL that is not http(s), naming the variable", () => {
    expect(() => parseEnv({ PUBLIC_URL: "ftp://store.example" })).toThrow(/PUBLIC_URL/);
    expect(parseEnv({ PUBLIC_URL: "https://store.example" }).PUBLIC_URL).toBe("https://store.example");
  });
});
