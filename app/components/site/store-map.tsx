import { useId } from "react";
import { useTranslation } from "~/i18n/translation";
import { SITE } from "~/lib/site";

// Street centre lines: two streets and an avenue across, four streets down (drawn under the river).
const STREETS = "M0 105H800M150 0V350M310 0V350M650 0V350";
const AVENUE = "M0 200H800M480 0V350";
const RIVER = "M-20 290C140 250 260 330 420 296S660 250 820 286";
// The avenue crosses the river on a bridge.
const BRIDGE = "M480 254V318";

// Buildings per block, as [x, y, width, height], kept clear of the streets.
const BUILDINGS = [
  [16, 14, 54, 34],
  [82, 14, 46, 70],
  [16, 60, 54, 26],
  [170, 14, 60, 36],
  [242, 14, 50, 76],
  [170, 62, 60, 26],
  [330, 14, 70, 30],
  [412, 14, 50, 76],
  [330, 56, 70, 34],
  [16, 120, 110, 28],
  [16, 158, 50, 26],
  [78, 158, 48, 26],
  [170, 120, 52, 64],
  [234, 120, 60, 30],
  [234, 160, 60, 24],
  [328, 120, 34, 64],
  [440, 120, 24, 64],
  [500, 120, 64, 28],
  [576, 120, 60, 64],
  [500, 158, 64, 26],
  [670, 14, 56, 74],
  [738, 14, 50, 40],
  [670, 120, 118, 30],
  [670, 160, 54, 26],
  [16, 214, 60, 30],
  [170, 214, 110, 24],
  [328, 214, 60, 30],
  [500, 214, 70, 22],
  [670, 214, 60, 30],
] as const;

const TREES = [
  [510, 22, 11],
  [536, 64, 9],
  [566, 28, 8],
  [626, 70, 10],
  [518, 80, 7],
  [590, 82, 8],
] as const;

/**
 * The store's surroundings as a small street map drawn here, with no tiles, scripts or fonts from elsewhere;
 * the link opens a real map. The picture stays as it is in right-to-left pages; only the link moves.
 */
export function StoreMap({ href, className }: { href: string; className: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={`relative bg-[#ebe7df] ${className}`}>
      <svg
        viewBox="0 0 800 350"
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-labelledby={titleId}
        className="absolute inset-0 size-full"
      >
        <title id={titleId}>{t("site.contact.mapLabel", { name: SITE.name })}</title>
        <g fill="#d9d2c5">
          {BUILDINGS.map(([x, y, width, height]) => (
            <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="2" />
          ))}
        </g>
        <rect x="490" y="-8" width="150" height="103" rx="6" fill="#c9e4b1" />
        <ellipse cx="604" cy="30" rx="22" ry="11" fill="#a9d3e3" />
        <path d="M490 82Q560 40 640 58" fill="none" stroke="#f5f1e6" strokeWidth="3" strokeDasharray="6 4" />
        <g fill="#9fcd84">
          {TREES.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
        <g fill="none" strokeLinecap="square">
          <path d={STREETS} stroke="#cdc5b7" strokeWidth="15" />
          <path d={AVENUE} stroke="#e2c06a" strokeWidth="20" />
          <path d={STREETS} stroke="#fff" strokeWidth="11" />
          <path d={AVENUE} stroke="#fde7a6" strokeWidth="16" />
          <path d={RIVER} stroke="#a9d3e3" strokeWidth="42" strokeLinecap="butt" />
          <path d={BRIDGE} stroke="#b7ad9c" strokeWidth="24" strokeLinecap="butt" />
          <path d={BRIDGE} stroke="#fde7a6" strokeWidth="16" strokeLinecap="butt" />
        </g>
        <rect x="372" y="150" width="56" height="34" rx="2" fill="#ffca28" />
        <ellipse cx="400" cy="180" rx="10" ry="4" fill="#111827" opacity="0.25" />
        <path
          d="M400 180C392 166 378 158 378 138a22 22 0 1 1 44 0c0 20-14 28-22 42z"
          fill="#dc2626"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="400" cy="138" r="8" fill="#fff" />
      </svg>
      <a href={href} target="_blank" rel="noopener noreferrer" className="btn btn-dark absolute bottom-4 start-4">
        {t("site.contact.openMap")}
      </a>
    </div>
  );
}
