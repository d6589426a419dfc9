/** A pass that runs again and again inside an app process until stopped. */
export type Repeating = { stop(): Promise<void> };

/**
 * Runs `pass` at once, then again at once while it says there is more to do, else after `intervalMs`. A pass that
 * throws is reported to `onError` and the next comes after the interval. `stop` lets the pass in progress finish.
 */
export function startRepeating(
  pass: () => Promise<{ more: boolean }>,
  intervalMs: number,
  onError: (error: unknown) => void,
): Repeating {
  let running = true;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (running) {
      let more = false;
      try {
        ({ more } = await pass());
      } catch (error) {
        onError(error);
      }
      if (running && !more) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, intervalMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  })();
  return {
    async stop() {
      running = false;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
