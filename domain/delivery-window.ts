/** The days a parcel sent on `today` (an ISO date) should arrive between, as ISO dates (calendar days, UTC). */
export function deliveryWindow(today: string, days: { min: number; max: number }): { from: string; to: string } {
  const after = (count: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
  return { from: after(days.min), to: after(days.max) };
}
