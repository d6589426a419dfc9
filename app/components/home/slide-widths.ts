/**
 * How many slides each home carousel shows at once, per breakpoint, as slide widths (also used by placeholders).
 * Pixel breakpoints only: Tailwind cannot order `md:` (rem) against `desk:` (992px), and would let md win.
 */
export const SLIDE_WIDTHS = {
  /** 2, 3, then 4 products from 992 px. */
  products4: "basis-1/2 min-[768px]:basis-1/3 desk:basis-1/4",
  /** 2, 3, 4, then 5 products from 1200 px. */
  products5: "basis-1/2 min-[768px]:basis-1/3 desk:basis-1/4 min-[1200px]:basis-1/5",
  /** Posts: 2 at a time, 3 from 992 px (specification, section 9). */
  posts: "basis-1/2 desk:basis-1/3",
  /** Brands: 6 on wide screens, then 5, 4, 3, 2 below 1199, 991, 767 and 575 px (specification, section 9). */
  brands: "basis-1/2 min-[576px]:basis-1/3 min-[768px]:basis-1/4 desk:basis-1/5 min-[1200px]:basis-1/6",
} as const;
