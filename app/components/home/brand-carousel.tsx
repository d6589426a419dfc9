import { Link } from "react-router";
import { Carousel } from "~/components/ui/carousel";
import { SLIDE_WIDTHS } from "./slide-widths";

type Brand = { slug: string; name: string; logo?: string | null };

/** A small stable number from the slug, so a brand always gets the same mark. */
function hashOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

const SHAPES = [
  "M20 2 36 11v18L20 38 4 29V11Z", // hexagon
  "M8 2h24a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6Z", // rounded square
  "M20 1 39 20 20 39 1 20Z", // diamond
  "M20 2a18 18 0 1 1 0 36 18 18 0 0 1 0-36Z", // circle
];
const COLORS = ["#b45309", "#1d4ed8", "#b91c1c", "#047857", "#6d28d9", "#0e7490", "#374151"];

/** A brand without a logo of the operator's: a generated mark (shape and colour from the slug) and the name as a wordmark. */
function Wordmark({ brand }: { brand: Brand }) {
  const hash = hashOf(brand.slug);
  const color = COLORS[hash % COLORS.length];
  return (
    <span className="flex min-w-0 max-w-full items-center justify-center gap-2">
      <svg viewBox="0 0 40 40" className="size-7 shrink-0 min-[576px]:size-8" aria-hidden="true">
        <path d={SHAPES[(hash >>> 3) % SHAPES.length]} fill={color} />
        <text
          x="20"
          y="21"
          textAnchor="middle"
          dominantBaseline="middle"
          fill="#fff"
          fontSize="18"
          fontWeight="800"
          fontFamily="system-ui, sans-serif"
        >
          {brand.name.slice(0, 1).toUpperCase()}
        </text>
      </svg>
      <span
        className="min-w-0 truncate text-base font-black uppercase tracking-wide text-gray-700 min-[576px]:text-lg min-[576px]:tracking-wider"
        dir="ltr"
      >
        {brand.name}
      </span>
    </span>
  );
}

/** The brand logo carousel: each brand links to the catalogue filtered by it. */
export function BrandCarousel({ brands, labelledBy }: { brands: Brand[]; labelledBy: string }) {
  return (
    <Carousel labelledBy={labelledBy} slideClassName={SLIDE_WIDTHS.brands} loop>
      {brands.map((brand) => (
        <Link
          key={brand.slug}
          to={`/shop/catalog?filter_check=${encodeURIComponent(brand.slug)}`}
          className="card flex h-20 items-center justify-center overflow-hidden px-3 grayscale transition hover:border-gray-300 hover:grayscale-0"
        >
          {brand.logo ? (
            <img
              src={brand.logo}
              alt={brand.name}
              width={64}
              height={64}
              loading="lazy"
              className="size-16 object-contain"
            />
          ) : (
            <Wordmark brand={brand} />
          )}
        </Link>
      ))}
    </Carousel>
  );
}
