import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The process's logger. Production: one JSON object per line on stdout (time, level, pid, host, msg), for a log
 * collector. The development server (`npm run dev`): the same records as readable lines, through pino-pretty.
 * Both write synchronously, so a line logged just before `process.exit` is not lost.
 */
export async function createLogger(options: {
  level: LogLevel;
  readable: boolean;
  /** Where the JSON lines go; unset, stdout. */
  destination?: DestinationStream;
}): Promise<Logger> {
  const settings = {
    level: options.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (!options.readable) return options.destination ? pino(settings, options.destination) : pino(settings);
  // A development dependency: the compiled server never loads it.
  const { default: pretty } = await import("pino-pretty");
  // The message already says the method, path and status: one short line a request.
  return pino(
    settings,
    pretty({ ignore: "pid,hostname,req,res,reqId", singleLine: true, translateTime: "HH:MM:ss", sync: true }),
  );
}

/** A logger that writes nothing: for code run outside a server (tests, commands). */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
