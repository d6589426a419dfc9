import { describe, expect, it } from "vitest";
import { readForm, readFormData } from "./form-data";
import { type FormLimit, type FormLimits, FormTooLargeError } from "./form-limits";

const limits: FormLimits = { maxBytes: 4096, maxFiles: 2, maxFileBytes: 1024, maxFieldBytes: 256 };
const encoder = new TextEncoder();

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  const init: RequestInit & { duplex: "half" } = { method: "POST", body, headers, duplex: "half" };
  return new Request("http://localhost/form", init);
}

const part = (name: string, content: string, filename?: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n\r\n${content}\r\n`;

/** A chunked body (no Content-Length): `head`, then `filler` again and again, counting what is asked for. */
function endless(head: string, filler: string, headers: Record<string, string> = {}) {
  const asked = { bytes: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const chunk = encoder.encode(first ? head : filler);
        first = false;
        asked.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { asked, request: post(stream, { "content-type": "multipart/form-data; boundary=x", ...headers }) };
}

async function refusal(request: Request): Promise<FormLimit | "accepted"> {
  try {
    await readFormData(request, limits);
    return "accepted";
  } catch (error) {
    if (error instanceof FormTooLargeError) return error.limit;
    throw error;
  }
}

describe("reading a form", () => {
  it("reads a URL-encoded form, whatever the case of its type and its charset", async () => {
    const typed = await readFormData(post(new URLSearchParams({ email: "a@example.com", intent: "login" })), limits);
    expect(Object.fromEntries(typed)).toEqual({ email: "a@example.com", intent: "login" });
    const charset = { "content-type": "Application/X-WWW-Form-URLEncoded; charset=UTF-8" };
    expect((await readFormData(post("a=1&b=2", charset), limits)).get("b")).toBe("2");
  });

  it("reads a multipart form's fields and files, an empty file input as an empty unnamed file", async () => {
    const sent = new FormData();
    sent.append("name", "Drill");
    sent.append("picture", new File([new Uint8Array(1000).fill(7)], "drill.png", { type: "image/png" }));
    // fetch's FormData sends an empty, unnamed file without a file name.
    sent.append("avatar", new File([], ""));
    const form = await readFormData(post(sent), limits);
    expect(form.get("avatar")).toMatchObject({ name: "", size: 0 });
    expect(form.get("name")).toBe("Drill");
    const picture = form.get("picture");
    if (!(picture instanceof File)) throw new Error("no file");
    expect([picture.name, picture.type, picture.size]).toEqual(["drill.png", "image/png", 1000]);
    expect(new Uint8Array(await picture.arrayBuffer())[999]).toBe(7);
    // What a browser sends for a file input left empty.
    const nothingPicked = `--x\r\nContent-Disposition: form-data; name="picture"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--x--`;
    const empty = await readFormData(
      post(nothingPicked, { "content-type": "multipart/form-data; boundary=x" }),
      limits,
    );
    expect(empty.get("picture")).toMatchObject({ name: "", size: 0 });
  });

  it("refuses a body declared larger than the limit before reading any of it", async () => {
    const declared = { "content-length": String(limits.maxBytes + 1) };
    const { asked, request } = endless(part("name", "x"), "\0".repeat(512), declared);
    expect(await refusal(request)).toBe("body");
    expect(asked.bytes).toBe(0);
  });

  it("refuses a chunked body as soon as what was read passes the limit, though no part is too large", async () => {
    const { asked, request } = endless("", part("note", "y".repeat(200)));
    expect(await refusal(request)).toBe("body");
    expect(asked.bytes).toBeGreaterThan(limits.maxBytes);
    expect(asked.bytes).toBeLessThan(limits.maxBytes + 1024);
  });

  it("refuses a file as soon as it passes its limit, without reading the rest", async () => {
    const { asked, request } = endless(
      part("name", "x") + part("picture", "", "big.png").slice(0, -2),
      "\0".repeat(100),
    );
    expect(await refusal(request)).toBe("file");
    expect(asked.bytes).toBeLessThan(limits.maxFileBytes + 512);
  });

  it("refuses more files than the form has, and a text field over its limit", async () => {
    const files = part("a", "1", "a.png") + part("b", "2", "b.png") + part("c", "3", "c.png");
    expect(await refusal(post(`${files}--x--`, { "content-type": "multipart/form-data; boundary=x" }))).toBe("files");
    const long = `${part("description", "z".repeat(limits.maxFieldBytes + 1))}--x--`;
    expect(await refusal(post(long, { "content-type": "multipart/form-data; boundary=x" }))).toBe("field");
    const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };
    expect(await refusal(post(`q=${"z".repeat(limits.maxFieldBytes + 1)}`, urlEncoded))).toBe("field");
  });

  it("answers a body that is not a form 415, and a form it cannot read 400, naming the problem", async () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    const cases: [Request, number, string][] = [
      [post("{}", { "content-type": "application/json" }), 415, "unsupportedType"],
      [post("a=1", { "content-type": "text/plain" }), 415, "unsupportedType"],
      [post(new TextEncoder().encode("a=1&b=2")), 415, "unsupportedType"],
      [post("a=1", { "content-type": "multipart/form-data" }), 400, "unreadable"],
      [post(`${part("name", "x")}--x`.slice(0, 30), multipart), 400, "unreadable"],
      [post(`--x\r\nno headers here--x--`, multipart), 400, "unreadable"],
      [post("name=a%00b", { "content-type": "application/x-www-form-urlencoded" }), 400, "invalidText"],
      [post("a%00=1", { "content-type": "application/x-www-form-urlencoded" }), 400, "invalidText"],
      [post(`${part("name", "a\0b")}--x--`, multipart), 400, "invalidText"],
    ];
    for (const [request, status, requestProblem] of cases) {
      const thrown = await readFormData(request, limits).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown, `${request.headers.get("content-type")}`).toMatchObject({
        init: { status },
        data: { requestProblem },
      });
    }
  });

  it("reads a form without files within a megabyte, and answers 413 past it or for a file", async () => {
    const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };
    expect((await readForm(post("q=drill", urlEncoded))).get("q")).toBe("drill");
    const files = new FormData();
    files.append("picture", new File(["x"], "x.png", { type: "image/png" }));
    for (const request of [post(files), post(`q=${"z".repeat(1_100_000)}`, urlEncoded)]) {
      await expect(readForm(request)).rejects.toMatchObject({
        init: { status: 413 },
        data: { requestProblem: "tooLarge" },
      });
    }
  });
});
