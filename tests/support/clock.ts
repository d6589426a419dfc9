import type { Clock } from "~server/http/rate-limit";

let stopped = 0;

/**
 * A clock stopped 30 s into a past minute, for rate limits that count per clock minute: every hit of a burst
 * falls in that one minute however long the test takes, so no test waits for a minute to turn. Each call
 * stops in another minute, an hour or more ago: two bursts never share a window, the system clock's windows
 * are apart from them, and no clock's sweep (it keeps a day) deletes another's windows.
 */
export function stoppedClock(): Clock {
  stopped += 1;
  const minute = Math.floor(Date.now() / 60_000) * 60_000 - (60 + stopped) * 60_000;
  const instant = new Date(minute + 30_000);
  return () => instant;
}
