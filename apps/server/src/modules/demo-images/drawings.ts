/**
 * Product drawings for the demo catalogue, as SVG fragments on a 480 × 360 canvas (the product
 * sits above y 290; the size/model line below is drawn by picture.ts). Flat shapes with a little
 * shading: they only need to read as "a subwoofer", "an amplifier" at catalogue-card size.
 */

/** A circle driver (woofer or subwoofer) seen from the front. */
export function driver(cx: number, cy: number, r: number, brand: string, light = false): string {
  const basket = light ? '#e2e8f0' : '#1f2937';
  const cone = light ? 'url(#coneLight)' : 'url(#cone)';
  const holes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4 + Math.PI / 8;
    return `<circle cx="${cx + Math.cos(a) * r * 0.94}" cy="${cy + Math.sin(a) * r * 0.94}" r="${r * 0.03}" fill="#94a3b8"/>`;
  }).join('');
  return `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${basket}"/>${holes}
    <circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="${light ? '#cbd5e1' : '#0b0f14'}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.76}" fill="${cone}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.77}" fill="none" stroke="${brand}" stroke-width="${r * 0.035}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="url(#cap)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="none" stroke="${brand}" stroke-width="${r * 0.02}" opacity="0.8"/>`;
}

/** A dome tweeter in its housing. */
export function tweeter(cx: number, cy: number, r: number, brand: string): string {
  return `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2937"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${brand}" stroke-width="${r * 0.06}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="url(#dome)"/>`;
}

export function subwoofer(brand: string, light: boolean): string {
  return driver(240, 155, 125, brand, light);
}

export function coaxial(brand: string, light: boolean): string {
  return `${driver(240, 155, 120, brand, light)}
    <rect x="150" y="149" width="180" height="12" rx="6" fill="${light ? '#94a3b8' : '#334155'}"/>
    ${tweeter(240, 155, 30, brand)}`;
}

export function componentSet(brand: string): string {
  return `${driver(185, 160, 110, brand)}${tweeter(365, 110, 38, brand)}
    <rect x="320" y="185" width="100" height="62" rx="8" fill="#334155"/>
    <rect x="330" y="195" width="80" height="10" rx="3" fill="${brand}"/>
    <text x="370" y="232" font-size="13" fill="#e2e8f0" text-anchor="middle" font-family="DejaVu Sans, sans-serif">CROSSOVER</text>`;
}

export function tweeterPair(brand: string): string {
  return `${tweeter(170, 155, 70, brand)}${tweeter(320, 155, 70, brand)}`;
}

/** A carpeted box with one or two drivers, slot port when ported. */
export function enclosure(brand: string, drivers: 1 | 2, ported: boolean): string {
  const box = `<rect x="40" y="30" width="400" height="255" rx="10" fill="url(#carpet)"/>
    <rect x="40" y="30" width="400" height="255" rx="10" fill="none" stroke="#111827" stroke-width="3"/>`;
  const port = ported
    ? `<rect x="${drivers === 2 ? 222 : 360}" y="60" width="${drivers === 2 ? 36 : 50}" height="195" rx="8" fill="#05070a"/>`
    : '';
  const woofers =
    drivers === 2
      ? `${driver(135, 157, 85, brand)}${driver(345, 157, 85, brand)}`
      : driver(210, 157, 105, brand);
  return box + port + woofers;
}

/** An amplifier from above: heat-sink fins, a brand plate and a terminal per channel. */
export function amplifier(brand: string, channels: number, model: string): string {
  const fins = Array.from({ length: 17 }, (_, i) => {
    const x = 92 + i * 18;
    return `<rect x="${x}" y="62" width="9" height="196" rx="3" fill="#111827" opacity="0.55"/>`;
  }).join('');
  const terminals = Array.from({ length: Math.min(channels, 6) * 2 }, (_, i) => {
    const y = 80 + i * (160 / Math.max(1, Math.min(channels, 6) * 2 - 1));
    return `<rect x="412" y="${y - 6}" width="14" height="12" rx="2" fill="${i % 2 ? '#111827' : '#b91c1c'}"/>`;
  }).join('');
  return `
    <rect x="50" y="50" width="380" height="220" rx="22" fill="url(#metal)"/>
    ${fins}
    <rect x="50" y="50" width="44" height="220" rx="18" fill="#111827"/>
    <rect x="386" y="50" width="44" height="220" rx="18" fill="#111827"/>
    ${terminals}
    <rect x="150" y="128" width="180" height="64" rx="10" fill="${brand}"/>
    <text x="240" y="170" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, sans-serif">${model}</text>`;
}

/** A single-DIN receiver: display strip, volume knob, buttons. */
export function singleDin(brand: string): string {
  const buttons = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${190 + i * 36}" y="198" width="28" height="14" rx="4" fill="#334155"/>`,
  ).join('');
  return `
    <rect x="30" y="100" width="420" height="125" rx="12" fill="#0f172a"/>
    <rect x="36" y="106" width="408" height="113" rx="9" fill="url(#metal)" opacity="0.25"/>
    <circle cx="100" cy="162" r="40" fill="#1f2937" stroke="${brand}" stroke-width="4"/>
    <circle cx="100" cy="162" r="24" fill="#334155"/>
    <rect x="180" y="122" width="230" height="62" rx="6" fill="#020617"/>
    <text x="295" y="162" font-size="24" fill="${brand}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace">FM 101.1</text>
    ${buttons}`;
}

/** A double-DIN receiver with a touch screen showing app tiles; floating screens sit on a stem. */
export function doubleDin(brand: string, floating: boolean): string {
  const screen = floating ? { x: 40, y: 22, w: 400, h: 220 } : { x: 95, y: 58, w: 290, h: 170 };
  const tiles = Array.from({ length: 8 }, (_, i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const w = (screen.w - 60) / 4;
    const h = (screen.h - 70) / 2;
    const colors = [brand, '#22c55e', '#3b82f6', '#f59e0b', '#ef4444', brand, '#a855f7', '#14b8a6'];
    return `<rect x="${screen.x + 20 + col * (w + 7)}" y="${screen.y + 40 + row * (h + 10)}" width="${w - 10}" height="${h}" rx="10" fill="${colors[i]}" opacity="0.9"/>`;
  }).join('');
  const chassis = floating
    ? `<rect x="150" y="250" width="180" height="40" rx="6" fill="#1f2937"/><rect x="222" y="238" width="36" height="16" fill="#334155"/>`
    : `<rect x="70" y="40" width="340" height="230" rx="14" fill="#0f172a"/>`;
  return `${chassis}
    <rect x="${screen.x - 8}" y="${screen.y - 8}" width="${screen.w + 16}" height="${screen.h + 16}" rx="14" fill="#111827"/>
    <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="6" fill="#020617"/>
    <rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="26" rx="6" fill="#1e293b"/>
    <text x="${screen.x + 12}" y="${screen.y + 18}" font-size="13" fill="#e2e8f0" font-family="DejaVu Sans, sans-serif">12:45</text>
    ${tiles}`;
}

/** A processor or interface box with RCA jacks along its front. */
export function processor(brand: string, jacks: number, label: string): string {
  const n = Math.max(2, Math.min(jacks, 12));
  const step = 300 / n;
  const rca = Array.from({ length: n }, (_, i) => {
    const x = 90 + step * (i + 0.5);
    return `<circle cx="${x}" cy="232" r="${Math.min(11, step / 2.6)}" fill="#d4a017"/><circle cx="${x}" cy="232" r="${Math.min(5, step / 6)}" fill="${i % 2 ? '#ef4444' : '#f8fafc'}"/>`;
  }).join('');
  return `
    <path d="M80 70 L400 70 L430 200 L50 200 Z" fill="url(#metal)"/>
    <rect x="50" y="200" width="380" height="60" rx="6" fill="#1f2937"/>
    <path d="M120 95 L360 95 L372 160 L108 160 Z" fill="${brand}"/>
    <text x="240" y="138" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle" font-family="DejaVu Sans, sans-serif">${label}</text>
    ${rca}`;
}

/** A small control: a puck with a big knob on a coiled lead. */
export function knob(brand: string): string {
  return `
    <path d="M300 170 C 360 170, 380 230, 420 250 S 450 290, 470 280" fill="none" stroke="#111827" stroke-width="6"/>
    <rect x="110" y="70" width="200" height="200" rx="40" fill="#1f2937"/>
    <circle cx="210" cy="170" r="70" fill="url(#metal)"/>
    <circle cx="210" cy="170" r="52" fill="#111827"/>
    <rect x="205" y="122" width="10" height="30" rx="4" fill="${brand}"/>`;
}

/** A wire spool: flanges and wound wire in the wire's colours. */
export function spool(colors: string[]): string {
  const turns = Array.from({ length: 12 }, (_, i) => {
    const x = 140 + i * 17;
    return `<rect x="${x}" y="78" width="16" height="170" rx="8" fill="${colors[i % colors.length]}"/>`;
  }).join('');
  return `
    <ellipse cx="120" cy="163" rx="34" ry="128" fill="#334155"/>
    ${turns}
    <ellipse cx="360" cy="163" rx="34" ry="128" fill="#475569"/>
    <ellipse cx="360" cy="163" rx="12" ry="40" fill="#0f172a"/>`;
}

/** An amplifier wiring kit: power and ground coils with a fuse holder. */
export function wiringKit(brand: string): string {
  const coil = (cx: number, color: string) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        `<ellipse cx="${cx + i * 4}" cy="${150 + i * 3}" rx="${95 - i * 4}" ry="${80 - i * 3}" fill="none" stroke="${color}" stroke-width="12"/>`,
    ).join('');
  return `${coil(150, '#b91c1c')}${coil(300, '#111827')}
    <rect x="190" y="235" width="110" height="44" rx="8" fill="${brand}"/>
    <rect x="205" y="245" width="80" height="24" rx="4" fill="#e2e8f0" opacity="0.7"/>`;
}

/** An ANL fuse, or a fuse holder with a clear cover. */
export function fuse(brand: string, holder: boolean): string {
  if (holder)
    return `<rect x="90" y="90" width="300" height="150" rx="18" fill="#1f2937"/>
      <rect x="115" y="110" width="250" height="110" rx="12" fill="#e0f2fe" opacity="0.55"/>
      <rect x="170" y="150" width="140" height="30" rx="4" fill="${brand}"/>
      <circle cx="140" cy="165" r="14" fill="#d4a017"/><circle cx="340" cy="165" r="14" fill="#d4a017"/>`;
  return `<rect x="60" y="142" width="360" height="46" rx="10" fill="#d4a017"/>
    <circle cx="95" cy="165" r="14" fill="#f8fafc"/><circle cx="385" cy="165" r="14" fill="#f8fafc"/>
    <rect x="150" y="120" width="180" height="90" rx="10" fill="${brand}" opacity="0.92"/>`;
}

/** A distribution block or battery terminal: plated metal with set screws. */
export function block(brand: string, terminal: boolean): string {
  const screws = Array.from(
    { length: 4 },
    (_, i) =>
      `<circle cx="${150 + i * 60}" cy="130" r="14" fill="#475569"/><rect x="${143 + i * 60}" y="127" width="14" height="6" fill="#0f172a"/>`,
  ).join('');
  const ring = terminal
    ? `<circle cx="240" cy="245" r="38" fill="none" stroke="url(#metal)" stroke-width="18"/>`
    : '';
  return `${ring}<rect x="100" y="80" width="280" height="140" rx="14" fill="url(#metal)"/>
    ${screws}
    <rect x="100" y="175" width="280" height="45" rx="10" fill="${brand}"/>`;
}

/** A twisted RCA cable with plugs at both ends. */
export function rcaCable(pairs: number): string {
  const plug = (x: number, y: number, color: string) =>
    `<rect x="${x}" y="${y - 14}" width="50" height="28" rx="8" fill="${color}"/><rect x="${x + 50}" y="${y - 9}" width="22" height="18" rx="3" fill="#d4a017"/>`;
  const lines = Array.from({ length: pairs }, (_, i) => {
    const dy = i * 28;
    return `<path d="M90 ${80 + dy} C 260 ${20 + dy}, 220 ${300 - dy}, 330 ${230 - dy}" fill="none" stroke="#1f2937" stroke-width="10"/>
      ${plug(40, 80 + dy, i % 2 ? '#b91c1c' : '#e2e8f0')}${plug(330, 230 - dy, i % 2 ? '#b91c1c' : '#e2e8f0')}`;
  }).join('');
  return lines;
}
