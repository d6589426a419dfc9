/** Page numbers to show: the current page with `siblings` on each side, always within 1…total. */
export function pageWindow(current: number, total: number, siblings = 2): number[] {
  const start = Math.max(1, current - siblings);
  const end = Math.min(total, current + siblings);
  const pages: number[] = [];
  for (let page = start; page <= end; page++) pages.push(page);
  return pages;
}

/** A page change is ignored when below 1, above the total, or the current page. */
export function isPageChange(target: number, current: number, total: number): boolean {
  return Number.isInteger(target) && target >= 1 && target <= total && target !== current;
}
