// A stand-in for the EU's VIES REST API in tests: `POST /check-vat-number` with `{countryCode, vatNumber}` answered
// with the documented shapes. Each number answers as a test registered it: registered (`valid: true`, a name and an
// address), not registered (`valid: false`), a member state's service down (`userError: "MS_UNAVAILABLE"`), VIES
// itself failing (HTTP 500 with `errorWrappers`), or slow (registered, after `slowMs`). Numbers never registered are
// not registered. Run on its own: `tsx tests/support/vies-server.ts <port>` (FR40303265045 registered).
import { createServer, type IncomingMessage } from "node:http";
import { pathToFileURL } from "node:url";

export type ViesBehaviour = "valid" | "invalid" | "msUnavailable" | "error" | "slow";

export type ViesStandIn = {
  url: string;
  /** How VIES answers for a number, by country code and number ("FR", "40303265045"). */
  answer(countryCode: string, vatNumber: string, behaviour: ViesBehaviour): void;
  /** Every question asked, in order. */
  asked: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startViesStandIn(port = 0, slowMs = 6000): Promise<ViesStandIn> {
  const behaviours = new Map<string, ViesBehaviour>();
  const asked: ViesStandIn["asked"] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/check-vat-number") return send(404, { error: "not found" });
    let question: { countryCode?: unknown; vatNumber?: unknown };
    try {
      question = JSON.parse(await bodyOf(request));
    } catch {
      return send(400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
    }
    const countryCode = String(question.countryCode ?? "");
    const vatNumber = String(question.vatNumber ?? "");
    asked.push({ countryCode, vatNumber });
    const behaviour = behaviours.get(`${countryCode}${vatNumber}`) ?? "invalid";
    const requestDate = new Date().toISOString();
    const registered = {
      countryCode,
      vatNumber,
      requestDate,
      valid: true,
      requestIdentifier: "",
      name: "ACME TOOLS SARL",
      address: "1 RUE DE RIVOLI\n75001 PARIS",
      userError: "VALID",
    };
    switch (behaviour) {
      case "valid":
        return send(200, registered);
      case "invalid":
        return send(200, { ...registered, valid: false, name: "---", address: "---", userError: "INVALID" });
      case "msUnavailable":
        return send(200, { ...registered, valid: false, name: "---", address: "---", userError: "MS_UNAVAILABLE" });
      case "error":
        return send(500, { actionSucceed: false, errorWrappers: [{ error: "SERVICE_UNAVAILABLE" }] });
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(200, registered);
        }, slowMs);
        timers.add(timer);
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    answer: (countryCode, vatNumber, behaviour) => behaviours.set(`${countryCode}${vatNumber}`, behaviour),
    asked,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startViesStandIn(Number(process.argv[2] ?? 0));
  standIn.answer("FR", "40303265045", "valid");
  console.log(`VIES stand-in at ${standIn.url}`);
}
