/** Rate limits count per clock minute: start a burst early in one, so that it cannot straddle two. */
export async function earlyInAMinute(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
}
