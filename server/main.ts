// Starts the store: `npm run dev` (tsx, --dev: Vite), or the compiled build/server-main.js (`npm start`).
import { readEnv } from "./startup";

const dev = process.argv.includes("--dev");
const env = readEnv();
const { serveStore } = await import("./serve");
await serveStore(env, { dev });
