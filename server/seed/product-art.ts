/**
 * Flat SVG illustrations of tools and goods, drawn from primitives in a 200×200 box and
 * tinted with the product's colour. Nothing here is copied artwork.
 */

type Palette = {
  body: string;
  bodyDark: string;
  bodyLight: string;
  grip: string;
  metal: string;
  metalDark: string;
  glass: string;
};

type Drawing = (p: Palette) => string;

const B = (p: Palette, fill = p.body) => `fill="${fill}" stroke="#000" stroke-opacity=".14" stroke-width="1"`;

const drawings = {
  drill: (p) => `
    <rect x="66" y="140" width="72" height="26" rx="6" ${B(p)}/>
    <rect x="66" y="150" width="72" height="5" fill="${p.grip}"/>
    <path d="M90 84 h36 l-8 58 h-36 z" fill="${p.grip}"/>
    <rect x="83" y="92" width="9" height="16" rx="3" fill="${p.bodyDark}"/>
    <rect x="60" y="48" width="94" height="42" rx="18" ${B(p)}/>
    <rect x="70" y="55" width="64" height="6" rx="3" fill="#fff" opacity=".35"/>
    <path d="M138 60 v22 M144 60 v22" stroke="${p.bodyDark}" stroke-width="3" stroke-linecap="round"/>
    <rect x="46" y="56" width="18" height="28" rx="4" fill="${p.grip}"/>
    <rect x="28" y="61" width="20" height="18" rx="3" fill="${p.metal}"/>
    <rect x="8" y="67" width="22" height="6" rx="2" fill="${p.metalDark}"/>`,
  "cordless-screwdriver": (p) => `
    <rect x="74" y="138" width="56" height="22" rx="6" ${B(p)}/>
    <path d="M92 88 h30 l-6 52 h-30 z" fill="${p.grip}"/>
    <rect x="86" y="96" width="8" height="14" rx="3" fill="${p.bodyDark}"/>
    <rect x="70" y="58" width="78" height="34" rx="15" ${B(p)}/>
    <rect x="80" y="64" width="52" height="5" rx="2.5" fill="#fff" opacity=".35"/>
    <rect x="56" y="64" width="17" height="22" rx="4" fill="${p.grip}"/>
    <rect x="44" y="68" width="14" height="14" rx="2" fill="${p.metal}"/>
    <path d="M16 72 h30 v6 h-30 l-6 -3 z" fill="${p.metalDark}"/>`,
  "angle-grinder": (p) => `
    <path d="M166 98 q20 4 26 26" stroke="${p.grip}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <rect x="72" y="78" width="98" height="36" rx="18" ${B(p)}/>
    <rect x="82" y="84" width="70" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="150" y="80" width="6" height="32" fill="${p.grip}"/>
    <rect x="40" y="72" width="40" height="46" rx="8" fill="${p.metal}"/>
    <rect x="48" y="34" width="12" height="40" rx="5" fill="${p.grip}"/>
    <ellipse cx="58" cy="128" rx="46" ry="9" fill="${p.metalDark}"/>
    <path d="M14 124 a44 14 0 0 1 88 0 z" fill="${p.bodyDark}"/>`,
  "circular-saw": (p) => `
    <circle cx="92" cy="112" r="50" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="6" stroke-dasharray="4 3"/>
    <circle cx="92" cy="112" r="8" fill="${p.metalDark}"/>
    <path d="M36 112 a56 56 0 0 1 112 0 z" ${B(p)}/>
    <rect x="24" y="118" width="150" height="9" rx="2" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="124" y="80" width="48" height="36" rx="12" ${B(p, p.bodyDark)}/>
    <path d="M86 60 q38 -40 70 6" stroke="${p.grip}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <rect x="50" y="76" width="50" height="6" rx="3" fill="#fff" opacity=".35"/>`,
  jigsaw: (p) => `
    <path d="M62 76 C62 32, 140 32, 140 76" stroke="${p.grip}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <rect x="48" y="68" width="106" height="56" rx="16" ${B(p)}/>
    <rect x="58" y="76" width="70" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="136" y="84" width="12" height="28" rx="3" fill="${p.bodyDark}"/>
    <rect x="42" y="126" width="118" height="9" rx="2" fill="${p.metal}"/>
    <path d="M62 135 h6 v30 l-6 4 z" fill="${p.metalDark}"/>`,
  "rotary-hammer": (p) => `
    <path d="M152 70 h22 a8 8 0 0 1 8 8 v56 a8 8 0 0 1 -8 8 h-22" stroke="${p.grip}" stroke-width="12" fill="none"/>
    <rect x="116" y="92" width="40" height="52" rx="8" ${B(p, p.bodyDark)}/>
    <rect x="54" y="60" width="108" height="40" rx="13" ${B(p)}/>
    <rect x="64" y="67" width="80" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="36" y="66" width="22" height="28" rx="5" fill="${p.grip}"/>
    <rect x="6" y="77" width="32" height="6" rx="2" fill="${p.metalDark}"/>
    <rect x="62" y="98" width="12" height="42" rx="5" fill="${p.grip}" transform="rotate(18 68 100)"/>`,
  hammer: (p) => `
    <g transform="rotate(-24 100 100)">
      <rect x="89" y="58" width="22" height="118" rx="9" ${B(p)}/>
      <rect x="89" y="122" width="22" height="54" rx="9" fill="${p.grip}"/>
      <path d="M52 34 h58 v30 h-58 a6 6 0 0 1 -6 -6 v-18 a6 6 0 0 1 6 -6 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <path d="M110 36 q30 2 44 22 l-8 6 q-14 -12 -36 -10 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <rect x="92" y="64" width="5" height="50" rx="2.5" fill="#fff" opacity=".3"/>
    </g>`,
  wrench: (p) => `
    <g transform="rotate(-35 100 100)">
      <rect x="60" y="91" width="124" height="18" rx="9" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <rect x="122" y="88" width="62" height="24" rx="12" ${B(p)}/>
      <path d="M20 78 h46 a22 22 0 0 1 0 44 h-46 v-13 h26 v-18 h-26 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <rect x="58" y="110" width="14" height="9" rx="2" fill="${p.metalDark}"/>
    </g>`,
  pliers: (p) => `
    <path d="M100 84 L86 60 L93 24 L100 24 Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M100 84 L114 60 L107 24 L100 24 Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M95 88 L66 170 a7 7 0 0 0 13 4 L104 92 Z" ${B(p)}/>
    <path d="M105 88 L134 170 a7 7 0 0 1 -13 4 L96 92 Z" ${B(p, p.bodyDark)}/>
    <circle cx="100" cy="86" r="9" fill="${p.metalDark}"/>
    <circle cx="100" cy="86" r="3" fill="${p.metal}"/>`,
  screwdriver: (p) =>
    [0, 1, 2]
      .map((i) => {
        const x = 52 + i * 44;
        const fill = [p.body, p.bodyDark, p.grip][i] ?? p.body;
        const tip = 28 + i * 6;
        return `
    <rect x="${x - 3}" y="${tip}" width="6" height="${96 - tip}" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M${x - 3} ${tip} l3 -8 l3 8 z" fill="${p.metalDark}"/>
    <rect x="${x - 7}" y="94" width="14" height="10" rx="2" fill="${p.metalDark}"/>
    <rect x="${x - 13}" y="102" width="26" height="66" rx="11" fill="${fill}" stroke="#000" stroke-opacity=".14"/>
    <path d="M${x - 5} 110 v48 M${x + 5} 110 v48" stroke="#000" stroke-opacity=".18" stroke-width="3" stroke-linecap="round"/>`;
      })
      .join(""),
  "hand-saw": (p) => `
    <path d="M14 92 L130 70 L130 124 L14 108 Z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M14 108 ${Array.from({ length: 23 }, () => "l2.5 4 l2.5 -3.3").join(" ")}" fill="none" stroke="${p.metalDark}" stroke-width="1.5"/>
    <path d="M126 62 h44 a14 14 0 0 1 14 14 v52 a14 14 0 0 1 -14 14 h-44 z" ${B(p)}/>
    <rect x="144" y="82" width="26" height="40" rx="10" fill="#ecece8"/>
    <circle cx="132" cy="80" r="3" fill="${p.metalDark}"/><circle cx="132" cy="114" r="3" fill="${p.metalDark}"/>`,
  "pipe-wrench": (p) => `
    <g transform="rotate(-30 100 100)">
      <rect x="70" y="90" width="116" height="22" rx="5" ${B(p)}/>
      <rect x="80" y="96" width="96" height="4" rx="2" fill="#fff" opacity=".3"/>
      <path d="M26 64 h52 v26 h-30 v-8 h-22 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <path d="M26 118 h50 v-12 h-50 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
      <path d="M28 82 l4 4 l4 -4 l4 4 l4 -4 M28 106 l4 -4 l4 4 l4 -4 l4 4" stroke="${p.metalDark}" fill="none" stroke-width="1.5"/>
      <rect x="54" y="88" width="18" height="18" rx="3" fill="${p.metalDark}"/>
      <path d="M57 88 v18 M62 88 v18 M67 88 v18" stroke="${p.metal}" stroke-width="1.5"/>
    </g>`,
  lathe: (p) => `
    <rect x="34" y="134" width="22" height="36" ${B(p, p.bodyDark)}/>
    <rect x="146" y="134" width="22" height="36" ${B(p, p.bodyDark)}/>
    <rect x="20" y="120" width="164" height="16" rx="2" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="18" y="62" width="54" height="60" rx="5" ${B(p)}/>
    <rect x="26" y="72" width="22" height="14" rx="2" fill="${p.glass}"/>
    <circle cx="34" cy="104" r="5" fill="${p.grip}"/><circle cx="52" cy="104" r="5" fill="${p.grip}"/>
    <rect x="72" y="80" width="16" height="32" rx="3" fill="${p.metalDark}"/>
    <rect x="88" y="91" width="56" height="10" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="98" y="104" width="32" height="16" rx="2" fill="${p.grip}"/>
    <rect x="144" y="80" width="32" height="42" rx="5" ${B(p)}/>
    <rect x="134" y="93" width="12" height="6" fill="${p.metalDark}"/>`,
  "drill-press": (p) => `
    <rect x="52" y="158" width="100" height="14" rx="3" ${B(p)}/>
    <rect x="116" y="40" width="14" height="120" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="58" y="116" width="80" height="9" rx="2" fill="${p.metalDark}"/>
    <rect x="56" y="32" width="90" height="44" rx="10" ${B(p)}/>
    <rect x="64" y="38" width="62" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="78" y="76" width="16" height="20" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="80" y="96" width="12" height="8" rx="2" fill="${p.metalDark}"/>
    <rect x="84" y="104" width="4" height="10" fill="${p.metalDark}"/>
    <path d="M140 60 l24 -16 M140 60 l28 4 M140 60 l16 22" stroke="${p.grip}" stroke-width="4" stroke-linecap="round"/>
    <circle cx="164" cy="44" r="4" fill="${p.grip}"/><circle cx="168" cy="64" r="4" fill="${p.grip}"/><circle cx="156" cy="82" r="4" fill="${p.grip}"/>`,
  "bench-grinder": (p) => `
    <path d="M62 170 l10 -40 h56 l10 40 z" ${B(p, p.bodyDark)}/>
    <ellipse cx="40" cy="104" rx="14" ry="40" fill="${p.metalDark}"/>
    <ellipse cx="160" cy="104" rx="14" ry="40" fill="${p.metalDark}"/>
    <path d="M24 110 v-10 a20 44 0 0 1 40 0 v10 z" ${B(p)}/>
    <path d="M136 110 v-10 a20 44 0 0 1 40 0 v10 z" ${B(p)}/>
    <rect x="56" y="78" width="88" height="56" rx="16" ${B(p)}/>
    <rect x="66" y="86" width="60" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="26" y="44" width="30" height="14" rx="2" fill="${p.glass}" opacity=".7"/>
    <rect x="144" y="44" width="30" height="14" rx="2" fill="${p.glass}" opacity=".7"/>
    <rect x="92" y="120" width="16" height="8" rx="2" fill="${p.grip}"/>`,
  "band-saw": (p) => `
    <path d="M80 172 l8 -30 h36 l8 30 z" fill="${p.grip}"/>
    <rect x="62" y="16" width="84" height="52" rx="12" ${B(p)}/>
    <rect x="122" y="56" width="24" height="70" ${B(p)}/>
    <rect x="62" y="112" width="84" height="34" rx="10" ${B(p)}/>
    <rect x="74" y="66" width="3" height="46" fill="${p.metalDark}"/>
    <rect x="40" y="106" width="80" height="8" rx="2" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="70" y="24" width="50" height="6" rx="3" fill="#fff" opacity=".35"/>
    <circle cx="134" cy="92" r="5" fill="${p.grip}"/>`,
  generator: (p) => `
    <rect x="44" y="72" width="112" height="70" rx="8" ${B(p)}/>
    <rect x="58" y="52" width="74" height="24" rx="10" ${B(p, p.bodyDark)}/>
    <rect x="86" y="46" width="18" height="8" rx="3" fill="${p.grip}"/>
    <rect x="112" y="88" width="34" height="36" rx="3" fill="#eceff1"/>
    <circle cx="122" cy="100" r="5" fill="${p.grip}"/><circle cx="136" cy="100" r="5" fill="${p.grip}"/>
    <rect x="118" y="112" width="22" height="6" rx="2" fill="${p.metalDark}"/>
    <path d="M54 88 h46 M54 98 h46 M54 108 h46" stroke="${p.bodyDark}" stroke-width="4" stroke-linecap="round"/>
    <rect x="36" y="60" width="128" height="90" rx="12" fill="none" stroke="${p.grip}" stroke-width="6"/>
    <circle cx="58" cy="156" r="13" fill="${p.grip}"/><circle cx="58" cy="156" r="5" fill="${p.metal}"/>
    <rect x="134" y="150" width="10" height="18" fill="${p.grip}"/>`,
  compressor: (p) => `
    <rect x="36" y="94" width="128" height="52" rx="26" ${B(p)}/>
    <rect x="50" y="100" width="96" height="6" rx="3" fill="#fff" opacity=".35"/>
    <rect x="70" y="60" width="62" height="36" rx="6" fill="${p.grip}"/>
    <path d="M78 68 h46 M78 76 h46 M78 84 h46" stroke="${p.metalDark}" stroke-width="2"/>
    <circle cx="148" cy="72" r="11" fill="#fff" stroke="${p.metalDark}" stroke-width="3"/>
    <path d="M148 72 l6 -5" stroke="#e53935" stroke-width="2"/>
    <path d="M40 60 h22 v36" stroke="${p.metal}" stroke-width="5" fill="none"/>
    <circle cx="58" cy="152" r="12" fill="${p.grip}"/><circle cx="58" cy="152" r="4" fill="${p.metal}"/>
    <rect x="140" y="144" width="10" height="20" fill="${p.grip}"/>`,
  "pressure-washer": (p) => `
    <path d="M72 70 C40 70, 30 110, 24 150" stroke="${p.grip}" stroke-width="4" fill="none"/>
    <rect x="6" y="146" width="44" height="7" rx="3" fill="${p.metalDark}" transform="rotate(-25 28 150)"/>
    <rect x="70" y="34" width="62" height="118" rx="22" ${B(p)}/>
    <rect x="80" y="44" width="8" height="90" rx="4" fill="#fff" opacity=".3"/>
    <circle cx="101" cy="96" r="20" fill="${p.grip}"/><circle cx="101" cy="96" r="8" fill="${p.metal}"/>
    <rect x="92" y="22" width="18" height="16" rx="4" fill="${p.grip}"/>
    <circle cx="84" cy="158" r="12" fill="${p.grip}"/><circle cx="120" cy="158" r="12" fill="${p.grip}"/>`,
  welder: (p) => `
    <path d="M150 120 C186 126, 184 160, 150 166 C120 170, 110 160, 90 166" stroke="${p.grip}" stroke-width="5" fill="none"/>
    <path d="M70 58 C70 36, 130 36, 130 58" stroke="${p.grip}" stroke-width="8" fill="none"/>
    <rect x="40" y="56" width="120" height="92" rx="8" ${B(p)}/>
    <rect x="50" y="66" width="56" height="72" rx="4" fill="${p.grip}"/>
    <rect x="58" y="74" width="40" height="16" rx="2" fill="${p.glass}"/>
    <circle cx="78" cy="112" r="10" fill="${p.metal}"/><path d="M78 112 v-8" stroke="${p.grip}" stroke-width="3"/>
    <circle cx="64" cy="131" r="4" fill="#e53935"/><circle cx="92" cy="131" r="4" fill="${p.metalDark}"/>
    <path d="M116 70 h34 M116 80 h34 M116 90 h34 M116 100 h34" stroke="${p.bodyDark}" stroke-width="4" stroke-linecap="round"/>`,
  "lawn-mower": (p) => `
    <path d="M140 104 L176 34" stroke="${p.grip}" stroke-width="6" stroke-linecap="round"/>
    <path d="M166 30 l22 10" stroke="${p.grip}" stroke-width="8" stroke-linecap="round"/>
    <rect x="136" y="88" width="40" height="46" rx="8" fill="${p.metal}" opacity=".85"/>
    <path d="M30 142 L46 104 L142 104 L152 142 Z" ${B(p)}/>
    <rect x="58" y="88" width="50" height="20" rx="8" fill="${p.grip}"/>
    <path d="M52 112 h80" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>
    <circle cx="54" cy="148" r="15" fill="${p.grip}"/><circle cx="54" cy="148" r="5" fill="${p.metal}"/>
    <circle cx="134" cy="148" r="15" fill="${p.grip}"/><circle cx="134" cy="148" r="5" fill="${p.metal}"/>`,
  "tape-measure": (p) => `
    <rect x="20" y="130" width="50" height="14" fill="${p.bodyLight}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M26 130 v6 M34 130 v4 M42 130 v6 M50 130 v4 M58 130 v6" stroke="${p.grip}" stroke-width="1.5"/>
    <rect x="14" y="126" width="7" height="22" rx="1" fill="${p.metalDark}"/>
    <rect x="54" y="56" width="96" height="96" rx="24" ${B(p)}/>
    <rect x="64" y="64" width="60" height="7" rx="3.5" fill="#fff" opacity=".35"/>
    <circle cx="102" cy="104" r="24" fill="${p.grip}"/>
    <circle cx="102" cy="104" r="9" fill="${p.metal}"/>
    <rect x="116" y="48" width="24" height="12" rx="3" fill="${p.grip}"/>`,
  "spirit-level": (p) => `
    <g transform="rotate(-8 100 100)">
      <rect x="14" y="84" width="172" height="32" rx="4" ${B(p)}/>
      <rect x="14" y="84" width="14" height="32" rx="3" fill="${p.grip}"/>
      <rect x="172" y="84" width="14" height="32" rx="3" fill="${p.grip}"/>
      <rect x="86" y="92" width="28" height="16" rx="8" fill="#c9ef8c" stroke="${p.grip}" stroke-width="2"/>
      <ellipse cx="102" cy="100" rx="5" ry="4" fill="#fff" opacity=".9"/>
      <rect x="36" y="92" width="14" height="16" rx="7" fill="#c9ef8c" stroke="${p.grip}" stroke-width="2"/>
      <rect x="128" y="93" width="36" height="14" rx="7" fill="#ecece8" stroke="#000" stroke-opacity=".2"/>
    </g>`,
  "laser-level": (p) => `
    <path d="M0 78 H200" stroke="#2ecc71" stroke-width="2.5" opacity=".75"/>
    <path d="M100 0 V200" stroke="#2ecc71" stroke-width="2.5" opacity=".45"/>
    <path d="M100 122 L62 182 M100 122 L138 182 M100 122 L100 188" stroke="${p.grip}" stroke-width="5" stroke-linecap="round"/>
    <rect x="70" y="50" width="60" height="66" rx="10" ${B(p)}/>
    <rect x="78" y="60" width="44" height="18" rx="3" fill="${p.glass}"/>
    <rect x="84" y="66" width="32" height="6" rx="2" fill="#2ecc71" opacity=".8"/>
    <circle cx="100" cy="98" r="8" fill="${p.grip}"/>
    <rect x="84" y="114" width="32" height="10" rx="3" fill="${p.grip}"/>`,
  caliper: (p) => `
    <rect x="22" y="60" width="160" height="14" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="${Array.from({ length: 20 }, (_, i) => `M${100 + i * 4} 60 v${i % 5 === 0 ? 7 : 4}`).join(" ")}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M22 74 h16 v74 l-16 -14 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M22 60 h12 v-28 l-12 8 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <path d="M60 92 h16 v56 l-16 -14 z" fill="${p.metal}" stroke="${p.metalDark}" stroke-width="1"/>
    <rect x="56" y="54" width="54" height="40" rx="5" ${B(p)}/>
    <rect x="62" y="60" width="42" height="16" rx="2" fill="#d9e7d0"/>
    <rect x="66" y="64" width="34" height="8" rx="1" fill="${p.grip}" opacity=".65"/>
    <circle cx="70" cy="85" r="3.5" fill="${p.grip}"/><circle cx="82" cy="85" r="3.5" fill="${p.grip}"/>`,
  "distance-meter": (p) => `
    <path d="M100 40 V0" stroke="#e53935" stroke-width="2.5" opacity=".8"/>
    <rect x="68" y="38" width="64" height="124" rx="14" ${B(p)}/>
    <rect x="76" y="50" width="48" height="34" rx="4" fill="#d9e7d0"/>
    <rect x="82" y="58" width="36" height="8" rx="1" fill="${p.grip}" opacity=".65"/>
    <rect x="82" y="70" width="22" height="6" rx="1" fill="${p.grip}" opacity=".45"/>
    <circle cx="100" cy="108" r="11" fill="${p.grip}"/>
    <circle cx="82" cy="134" r="5" fill="${p.grip}"/><circle cx="100" cy="134" r="5" fill="${p.grip}"/><circle cx="118" cy="134" r="5" fill="${p.grip}"/>`,
  helmet: (p) => `
    <path d="M42 124 C42 52, 158 52, 158 124 Z" ${B(p)}/>
    <rect x="92" y="58" width="16" height="66" rx="8" fill="${p.bodyLight}" opacity=".7"/>
    <path d="M60 80 q14 -16 30 -18" stroke="#fff" stroke-opacity=".45" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="24" y="120" width="152" height="16" rx="8" ${B(p, p.bodyDark)}/>
    <rect x="60" y="136" width="80" height="8" rx="3" fill="${p.grip}"/>`,
  gloves: (p) => `
    <g transform="rotate(-10 100 100)">
      ${[0, 1, 2, 3].map((i) => `<rect x="${68 + i * 16}" y="${38 + Math.abs(1.5 - i) * 8}" width="14" height="64" rx="7" ${B(p)}/>`).join("")}
      ${[0, 1, 2, 3].map((i) => `<rect x="${68 + i * 16}" y="${38 + Math.abs(1.5 - i) * 8}" width="14" height="18" rx="7" fill="${p.grip}"/>`).join("")}
      <rect x="64" y="86" width="72" height="64" rx="16" ${B(p)}/>
      <rect x="38" y="96" width="16" height="52" rx="8" ${B(p)} transform="rotate(-38 46 122)"/>
      <rect x="66" y="146" width="68" height="26" rx="4" fill="${p.grip}"/>
      <path d="M70 156 h60 M70 164 h60" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
    </g>`,
  glasses: (p) => `
    <path d="M30 88 L8 70 M170 88 L192 70" stroke="${p.body}" stroke-width="6" stroke-linecap="round"/>
    <path d="M28 86 Q100 66 172 86 L166 116 Q140 134 112 120 L100 108 L88 120 Q60 134 34 116 Z" fill="${p.glass}" fill-opacity=".45" stroke="${p.body}" stroke-width="6" stroke-linejoin="round"/>
    <path d="M44 96 l18 -6 M128 92 l18 2" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round"/>`,
  earmuffs: (p) => `
    <path d="M54 108 C54 30, 146 30, 146 108" stroke="${p.body}" stroke-width="14" fill="none"/>
    <rect x="30" y="94" width="42" height="66" rx="20" ${B(p)}/>
    <rect x="128" y="94" width="42" height="66" rx="20" ${B(p)}/>
    <rect x="62" y="100" width="12" height="54" rx="6" fill="${p.grip}"/>
    <rect x="126" y="100" width="12" height="54" rx="6" fill="${p.grip}"/>`,
  jacket: (p) => `
    <path d="M72 36 L100 48 L128 36 L166 58 L180 130 L156 136 L148 92 L150 172 L50 172 L52 92 L44 136 L20 130 L34 58 Z" ${B(p)} stroke-linejoin="round"/>
    <path d="M100 48 V172" stroke="${p.grip}" stroke-width="3"/>
    <path d="M72 36 L100 60 L128 36" fill="none" stroke="${p.bodyDark}" stroke-width="5"/>
    <rect x="50" y="124" width="100" height="9" fill="${p.metal}" opacity=".9"/>
    <rect x="27" y="112" width="24" height="8" fill="${p.metal}" transform="rotate(6 39 116)" opacity=".9"/>
    <rect x="150" y="112" width="24" height="8" fill="${p.metal}" transform="rotate(-6 162 116)" opacity=".9"/>
    <rect x="62" y="80" width="26" height="20" rx="3" fill="${p.bodyDark}"/>`,
  headphones: (p) => `
    <path d="M50 112 C50 28, 150 28, 150 112" stroke="${p.body}" stroke-width="12" fill="none"/>
    <ellipse cx="48" cy="126" rx="22" ry="32" ${B(p)}/>
    <ellipse cx="152" cy="126" rx="22" ry="32" ${B(p)}/>
    <ellipse cx="64" cy="126" rx="9" ry="26" fill="${p.grip}"/>
    <ellipse cx="136" cy="126" rx="9" ry="26" fill="${p.grip}"/>`,
  camera: (p) => `
    <rect x="70" y="52" width="46" height="22" rx="4" ${B(p, p.bodyDark)}/>
    <rect x="32" y="68" width="136" height="84" rx="12" ${B(p)}/>
    <rect x="32" y="92" width="136" height="36" fill="${p.grip}" opacity=".8"/>
    <circle cx="100" cy="110" r="34" fill="${p.grip}" stroke="${p.metal}" stroke-width="4"/>
    <circle cx="100" cy="110" r="21" fill="${p.glass}"/>
    <circle cx="92" cy="102" r="6" fill="#fff" opacity=".6"/>
    <rect x="140" y="60" width="18" height="10" rx="3" fill="${p.metalDark}"/>`,
  speaker: (p) => `
    <rect x="62" y="44" width="76" height="120" rx="32" ${B(p)}/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M70 ${82 + i * 12} h60" stroke="#000" stroke-opacity=".12" stroke-width="4" stroke-linecap="round"/>`).join("")}
    <ellipse cx="100" cy="56" rx="28" ry="7" fill="#4eabd1" opacity=".85"/>`,
  "power-bank": (p) => `
    <rect x="60" y="40" width="80" height="126" rx="16" ${B(p)}/>
    <rect x="70" y="50" width="10" height="100" rx="5" fill="#fff" opacity=".3"/>
    <rect x="88" y="32" width="24" height="10" rx="3" fill="${p.grip}"/>
    ${[0, 1, 2, 3].map((i) => `<circle cx="${86 + i * 9}" cy="150" r="3" fill="${i < 3 ? "#2ecc71" : p.grip}"/>`).join("")}
    <path d="M104 82 l-14 22 h12 l-6 20 l18 -26 h-12 z" fill="${p.bodyLight}" opacity=".9"/>`,
  laptop: (p) => `
    <rect x="44" y="34" width="112" height="80" rx="6" fill="${p.grip}"/>
    <rect x="50" y="40" width="100" height="66" rx="2" fill="${p.glass}"/>
    <path d="M50 92 l30 -24 l20 14 l24 -22 l26 20 v26 h-100 z" fill="#fff" opacity=".25"/>
    <path d="M26 116 h148 l12 20 h-172 z" ${B(p)}/>
    <rect x="84" y="124" width="32" height="5" rx="2" fill="${p.bodyDark}"/>`,
  monitor: (p) => `
    <rect x="22" y="34" width="156" height="96" rx="6" fill="${p.grip}"/>
    <rect x="28" y="40" width="144" height="82" rx="2" fill="${p.glass}"/>
    <path d="M28 110 l40 -36 l30 22 l34 -30 l40 34 v22 h-144 z" fill="#fff" opacity=".25"/>
    <rect x="92" y="130" width="16" height="26" ${B(p)}/>
    <ellipse cx="100" cy="160" rx="38" ry="7" ${B(p)}/>`,
  keyboard: (p) => `
    <rect x="16" y="72" width="168" height="64" rx="8" ${B(p)}/>
    ${Array.from({ length: 4 }, (_, r) =>
      Array.from(
        { length: 12 },
        (_, c) => `<rect x="${24 + c * 13}" y="${80 + r * 13}" width="10" height="10" rx="2" fill="${p.grip}"/>`,
      ).join(""),
    ).join("")}`,
  mouse: (p) => `
    <path d="M100 26 v18" stroke="${p.grip}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <ellipse cx="100" cy="106" rx="38" ry="62" ${B(p)}/>
    <path d="M100 44 V98 M62 98 H138" stroke="#000" stroke-opacity=".2" stroke-width="2"/>
    <rect x="95" y="60" width="10" height="22" rx="5" fill="${p.grip}"/>
    <ellipse cx="86" cy="130" rx="8" ry="18" fill="#fff" opacity=".25"/>`,
  printer: (p) => `
    <rect x="62" y="34" width="76" height="48" fill="#fff" stroke="#000" stroke-opacity=".15"/>
    <path d="M72 48 h50 M72 58 h40 M72 68 h46" stroke="#b0bec5" stroke-width="3"/>
    <rect x="34" y="74" width="132" height="70" rx="10" ${B(p)}/>
    <rect x="56" y="104" width="88" height="8" rx="3" fill="${p.grip}"/>
    <rect x="58" y="134" width="84" height="22" fill="#fff" stroke="#000" stroke-opacity=".15"/>
    <rect x="140" y="84" width="18" height="10" rx="2" fill="${p.glass}"/>`,
  "car-jack": (p) => `
    <path d="M150 124 L192 58" stroke="${p.metal}" stroke-width="6" stroke-linecap="round"/>
    <path d="M58 124 L42 84 L58 76 L86 122 Z" ${B(p, p.bodyDark)}/>
    <rect x="30" y="70" width="36" height="9" rx="3" fill="${p.grip}"/>
    <rect x="34" y="118" width="124" height="26" rx="4" ${B(p)}/>
    <rect x="44" y="124" width="90" height="5" rx="2.5" fill="#fff" opacity=".3"/>
    <circle cx="54" cy="150" r="10" fill="${p.grip}"/><circle cx="140" cy="150" r="10" fill="${p.grip}"/>`,
  "battery-charger": (p) => `
    <path d="M70 140 C60 170, 40 160, 30 176" stroke="#e53935" stroke-width="4" fill="none"/>
    <path d="M130 140 C140 170, 160 160, 170 176" stroke="${p.grip}" stroke-width="4" fill="none"/>
    <rect x="18" y="170" width="22" height="12" rx="3" fill="#e53935"/>
    <rect x="160" y="170" width="22" height="12" rx="3" fill="${p.grip}"/>
    <rect x="42" y="60" width="116" height="82" rx="12" ${B(p)}/>
    <rect x="56" y="72" width="56" height="28" rx="3" fill="#d9e7d0"/>
    <rect x="62" y="80" width="40" height="10" rx="1" fill="${p.grip}" opacity=".6"/>
    <circle cx="136" cy="86" r="10" fill="${p.grip}"/>
    <path d="M56 116 h88" stroke="${p.bodyDark}" stroke-width="6" stroke-linecap="round"/>`,
  "tyre-inflator": (p) => `
    <path d="M140 120 C176 130, 180 170, 140 170 C110 170, 96 150, 60 166" stroke="${p.grip}" stroke-width="5" fill="none"/>
    <rect x="52" y="56" width="96" height="88" rx="20" ${B(p)}/>
    <circle cx="100" cy="96" r="24" fill="#fff" stroke="${p.grip}" stroke-width="4"/>
    <path d="M100 96 l12 -10" stroke="#e53935" stroke-width="3" stroke-linecap="round"/>
    <rect x="80" y="128" width="40" height="8" rx="3" fill="${p.grip}"/>`,
  "spray-bottle": (p) => `
    <path d="M84 64 h-30 l-6 8 h36" fill="${p.grip}"/>
    <path d="M86 70 l-8 30 h10 z" fill="${p.grip}"/>
    <rect x="82" y="46" width="44" height="30" rx="6" fill="${p.grip}"/>
    <path d="M90 76 h28 l8 18 v70 a8 8 0 0 1 -8 8 h-28 a8 8 0 0 1 -8 -8 v-70 z" ${B(p)}/>
    <rect x="88" y="110" width="32" height="34" rx="3" fill="#fff" opacity=".85"/>
    <path d="M94 120 h20 M94 128 h14" stroke="${p.bodyDark}" stroke-width="3"/>`,
  workbench: (p) => `
    <rect x="28" y="24" width="144" height="52" rx="3" fill="#e3e6e8" stroke="#000" stroke-opacity=".12"/>
    ${Array.from({ length: 5 }, (_, r) =>
      Array.from(
        { length: 14 },
        (_, c) => `<circle cx="${36 + c * 10}" cy="${32 + r * 9}" r="1.5" fill="#9aa3a8"/>`,
      ).join(""),
    ).join("")}
    <rect x="18" y="78" width="164" height="14" rx="2" fill="#d4a46a" stroke="#000" stroke-opacity=".15"/>
    <rect x="28" y="92" width="10" height="76" ${B(p, p.bodyDark)}/>
    <rect x="162" y="92" width="10" height="76" ${B(p, p.bodyDark)}/>
    <rect x="110" y="94" width="50" height="56" rx="3" ${B(p)}/>
    <path d="M124 112 h22 M124 132 h22" stroke="${p.grip}" stroke-width="4" stroke-linecap="round"/>
    <rect x="28" y="150" width="144" height="6" fill="${p.bodyDark}"/>`,
  toolbox: (p) => `
    <path d="M72 84 v-18 a8 8 0 0 1 8 -8 h40 a8 8 0 0 1 8 8 v18" stroke="${p.grip}" stroke-width="9" fill="none"/>
    <rect x="32" y="82" width="136" height="76" rx="8" ${B(p)}/>
    <rect x="32" y="82" width="136" height="22" rx="8" ${B(p, p.bodyDark)}/>
    <rect x="50" y="98" width="16" height="14" rx="2" fill="${p.metal}"/>
    <rect x="134" y="98" width="16" height="14" rx="2" fill="${p.metal}"/>
    <rect x="44" y="120" width="60" height="6" rx="3" fill="#fff" opacity=".3"/>`,
  vacuum: (p) => `
    <path d="M70 66 C30 60, 24 120, 40 150" stroke="${p.grip}" stroke-width="9" fill="none"/>
    <rect x="28" y="146" width="32" height="10" rx="3" fill="${p.grip}" transform="rotate(20 44 150)"/>
    <rect x="62" y="64" width="84" height="94" rx="16" ${B(p)}/>
    <rect x="72" y="74" width="10" height="70" rx="5" fill="#fff" opacity=".3"/>
    <rect x="56" y="46" width="96" height="28" rx="10" fill="${p.grip}"/>
    <rect x="90" y="38" width="28" height="10" rx="4" fill="${p.grip}"/>
    <circle cx="76" cy="162" r="8" fill="${p.grip}"/><circle cx="132" cy="162" r="8" fill="${p.grip}"/>`,
  kettle: (p) => `
    <rect x="46" y="156" width="108" height="12" rx="5" fill="${p.grip}"/>
    <path d="M138 74 q34 6 26 48 q-4 16 -22 22" stroke="${p.grip}" stroke-width="12" fill="none"/>
    <path d="M66 62 h70 l10 92 h-90 z" ${B(p)} stroke-linejoin="round"/>
    <path d="M60 80 l-28 -22 l6 -6 l34 18" ${B(p)}/>
    <rect x="78" y="50" width="46" height="14" rx="6" fill="${p.grip}"/>
    <rect x="74" y="76" width="10" height="66" rx="5" fill="#fff" opacity=".3"/>`,
  book: (p) => `
    <rect x="140" y="40" width="10" height="124" rx="2" fill="#f5f1e8" stroke="#000" stroke-opacity=".15"/>
    <rect x="52" y="34" width="92" height="134" rx="4" ${B(p)}/>
    <rect x="52" y="34" width="14" height="134" rx="3" fill="${p.bodyDark}"/>
    <rect x="78" y="60" width="54" height="8" rx="2" fill="#fff" opacity=".85"/>
    <rect x="78" y="74" width="40" height="6" rx="2" fill="#fff" opacity=".6"/>
    <rect x="78" y="118" width="54" height="34" rx="3" fill="#fff" opacity=".2"/>`,
  guitar: (p) => `
    <rect x="93" y="14" width="14" height="92" fill="#8d6e63"/>
    <rect x="89" y="8" width="22" height="22" rx="4" fill="${p.grip}"/>
    <circle cx="100" cy="102" r="30" ${B(p)}/>
    <circle cx="100" cy="144" r="40" ${B(p)}/>
    <rect x="80" y="112" width="40" height="30" fill="${p.body}"/>
    <circle cx="100" cy="118" r="12" fill="${p.grip}"/>
    <rect x="84" y="150" width="32" height="7" rx="2" fill="${p.grip}"/>
    <path d="M97 20 V154 M100 20 V154 M103 20 V154" stroke="${p.metal}" stroke-width=".8"/>`,
  "first-aid": (p) => `
    <path d="M78 66 v-12 a6 6 0 0 1 6 -6 h32 a6 6 0 0 1 6 6 v12" stroke="${p.grip}" stroke-width="8" fill="none"/>
    <rect x="36" y="64" width="128" height="94" rx="12" ${B(p)}/>
    <rect x="88" y="84" width="24" height="56" rx="3" fill="#fff"/>
    <rect x="72" y="100" width="56" height="24" rx="3" fill="#fff"/>`,
  clipper: (p) => `
    <rect x="74" y="30" width="52" height="16" rx="2" fill="${p.metal}"/>
    <path d="M78 30 v-8 M86 30 v-8 M94 30 v-8 M102 30 v-8 M110 30 v-8 M118 30 v-8" stroke="${p.metalDark}" stroke-width="3"/>
    <rect x="76" y="42" width="48" height="126" rx="22" ${B(p)}/>
    <rect x="84" y="52" width="8" height="100" rx="4" fill="#fff" opacity=".3"/>
    <rect x="94" y="90" width="12" height="26" rx="6" fill="${p.grip}"/>`,
  shaver: (p) => `
    <rect x="62" y="30" width="76" height="46" rx="16" fill="${p.grip}"/>
    <circle cx="80" cy="52" r="11" fill="${p.metal}" stroke="${p.metalDark}"/>
    <circle cx="100" cy="48" r="11" fill="${p.metal}" stroke="${p.metalDark}"/>
    <circle cx="120" cy="52" r="11" fill="${p.metal}" stroke="${p.metalDark}"/>
    <path d="M72 74 h56 l-6 94 h-44 z" ${B(p)}/>
    <circle cx="100" cy="108" r="8" fill="${p.grip}"/>`,
  massager: (p) => `
    <rect x="86" y="88" width="30" height="78" rx="12" ${B(p)}/>
    <rect x="80" y="158" width="42" height="16" rx="6" fill="${p.grip}"/>
    <rect x="52" y="52" width="112" height="44" rx="22" ${B(p, p.bodyDark)}/>
    <rect x="64" y="60" width="80" height="6" rx="3" fill="#fff" opacity=".3"/>
    <rect x="36" y="64" width="20" height="20" fill="${p.metal}"/>
    <circle cx="30" cy="74" r="17" fill="${p.grip}"/>`,
  box: (p) => `
    <path d="M44 70 L100 50 L156 70 L100 90 Z" ${B(p, p.bodyLight)}/>
    <path d="M44 70 L100 90 L100 166 L44 146 Z" ${B(p)}/>
    <path d="M156 70 L100 90 L100 166 L156 146 Z" ${B(p, p.bodyDark)}/>
    <path d="M60 94 l28 10 v18 l-28 -10 z" fill="#fff" opacity=".75"/>`,
} satisfies Record<string, Drawing>;

export type ArtKind = keyof typeof drawings;

/* ---------- colour helpers ---------- */

function rgb(hex: string): [number, number, number] {
  let h = hex.replace("#", "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** `t` of the way from colour `a` to colour `b`. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function paletteFor(body: string): Palette {
  const dark = luminance(body) < 0.25;
  return {
    body,
    bodyDark: dark ? mix(body, "#ffffff", 0.18) : mix(body, "#000000", 0.22),
    bodyLight: mix(body, "#ffffff", 0.55),
    grip: dark ? "#5d646b" : "#2b2f33",
    metal: "#c3c8ce",
    metalDark: "#7d858d",
    glass: "#37474f",
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

function svgDocument(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="700" viewBox="0 0 200 200">${inner}</svg>`;
}

/* ---------- public drawings ---------- */

export type ProductArtOptions = {
  kind: ArtKind;
  /** Hex colour of the product's first colour. */
  color: string;
  /** Brand name shown on a small label. */
  label: string;
  /** 0 = main view; 1 = mirrored and tilted; 2 = close-up. */
  variant: number;
};

/** One product photo stand-in: the tool on a light neutral backdrop with a soft floor shadow. */
export function drawProductArt({ kind, color, label, variant }: ProductArtOptions): string {
  const palette = paletteFor(color);
  const backdrop = variant === 1 ? ["#f4f5f7", "#e4e7eb"] : ["#f7f7f5", "#e9e9e5"];
  const transform =
    variant === 1
      ? "translate(200 0) scale(-1 1) rotate(-6 100 100)"
      : variant === 2
        ? "translate(-30 -24) scale(1.3)"
        : "translate(14 12) scale(0.86)";
  const labelWidth = 12 + label.length * 5.6;
  return svgDocument(`
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/>
    </linearGradient></defs>
    <rect width="200" height="200" fill="url(#bg)"/>
    <ellipse cx="100" cy="182" rx="${variant === 2 ? 90 : 70}" ry="7" fill="#000" opacity=".08"/>
    <g transform="${transform}">${drawings[kind](palette)}</g>
    <rect x="10" y="10" width="${labelWidth}" height="14" rx="7" fill="${palette.grip}" opacity=".9"/>
    <text x="${10 + labelWidth / 2}" y="20.2" font-family="${FONT}" font-size="8" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing=".6">${escapeXml(label.toUpperCase())}</text>`);
}

/** A category tile: the category's typical tool over a soft coloured disc. */
export function drawCategoryArt(kind: ArtKind, color: string): string {
  const palette = paletteFor(color);
  return svgDocument(`
    <rect width="200" height="200" fill="#f8f8f6"/>
    <circle cx="100" cy="100" r="84" fill="${mix(color, "#ffffff", 0.82)}"/>
    <circle cx="100" cy="100" r="84" fill="none" stroke="${mix(color, "#ffffff", 0.6)}" stroke-width="2"/>
    <g transform="translate(22 22) scale(0.78)">${drawings[kind](palette)}</g>`);
}

/** A blog cover: a bold coloured background with a light rendering of the post's tool. */
export function drawBlogArt(kind: ArtKind, background: string): string {
  const palette = paletteFor(luminance(background) > 0.7 ? "#2b2f33" : "#f3f3f0");
  const deep = mix(background, "#000000", 0.25);
  return svgDocument(`
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${deep}"/>
    </linearGradient></defs>
    <rect width="200" height="200" fill="url(#bg)"/>
    <circle cx="160" cy="36" r="58" fill="#fff" opacity=".08"/>
    <circle cx="30" cy="176" r="46" fill="#fff" opacity=".06"/>
    <path d="M0 150 L200 120 V200 H0 Z" fill="#000" opacity=".08"/>
    <g transform="translate(24 24) scale(0.76)">${drawings[kind](palette)}</g>`);
}
