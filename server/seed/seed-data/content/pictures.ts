// Drawn SVG scenes for the demo content, rasterised by sharp at seed time: real pictures, no stock files to license.
import sharp from 'sharp';

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 600;

export type Scene = 'trotting' | 'football' | 'lottery' | 'shop' | 'summer' | 'winter' | 'trophy' | 'social' | 'calendar' | 'coins';

interface Palette {
  sky: [string, string];
  accent: string;
  second: string;
}

const PALETTES: readonly Palette[] = [
  { sky: ['#7fc3f0', '#d9f0ff'], accent: '#00529b', second: '#ffcc00' },
  { sky: ['#f6a46b', '#ffe3b8'], accent: '#7a1f5c', second: '#1f9e89' },
  { sky: ['#20325c', '#5b7bb5'], accent: '#e84a5f', second: '#f9d56e' },
  { sky: ['#9fd8cb', '#f3fbf8'], accent: '#0b6e4f', second: '#fa7268' },
];

/** A tiny deterministic generator so a scene looks the same every time it is drawn. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;

function sky(p: Palette): string {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
  <radialGradient id="shine" cx="0.35" cy="0.3" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="0.4" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;
}

function horse(x: number, y: number, coat: string, silk: string, cloth: string, stride: number): string {
  const leg = (dx: number, angle: number) => `<line x1="${x + dx}" y1="${y + 28}" x2="${x + dx + Math.sin(angle) * 34}" y2="${y + 28 + Math.cos(angle) * 34}" stroke="${coat}" stroke-width="7" stroke-linecap="round"/>`;
  return `<g>
    <line x1="${x - 60}" y1="${y + 20}" x2="${x - 130}" y2="${y + 38}" stroke="#333" stroke-width="4"/>
    <circle cx="${x - 135}" cy="${y + 48}" r="20" fill="none" stroke="#222" stroke-width="4"/>
    <path d="M${x - 150} ${y + 10} q 12 -40 30 -2 z" fill="${silk}"/><circle cx="${x - 136}" cy="${y - 6}" r="10" fill="${silk}"/>
    ${leg(-40, 0.6 * stride)}${leg(-28, -0.5 * stride)}${leg(30, -0.6 * stride)}${leg(42, 0.5 * stride)}
    <ellipse cx="${x}" cy="${y + 10}" rx="62" ry="26" fill="${coat}"/>
    <rect x="${x - 22}" y="${y - 8}" width="34" height="30" fill="${cloth}" rx="3"/>
    <path d="M${x + 48} ${y} l 38 -46 l 22 8 l -26 50 z" fill="${coat}"/>
    <ellipse cx="${x + 104}" cy="${y - 40}" rx="24" ry="13" transform="rotate(25 ${x + 104} ${y - 40})" fill="${coat}"/>
    <path d="M${x + 60} ${y - 16} q 14 -28 30 -36" stroke="#1b1b1b" stroke-width="8" fill="none"/>
  </g>`;
}

function trotting(p: Palette, r: () => number): string {
  const coats = ['#6b3e26', '#3b2416', '#8a5a3c', '#2a2a2a'];
  const horses = [0, 1, 2].map((i) => horse(260 + i * 330 + r() * 40, 400 - i * 18, coats[i % coats.length] ?? '#6b3e26', i === 1 ? p.second : p.accent, ['#d7263d', '#1b998b', '#f46036'][i] ?? '#fff', 1 + r()))
    .join('');
  return `${sky(p)}
  <rect x="0" y="170" width="${W}" height="90" fill="#5d6d7e"/><rect x="0" y="150" width="${W}" height="26" fill="${p.accent}"/>
  ${Array.from({ length: 24 }, (_, i) => `<rect x="${i * 52 + 6}" y="190" width="30" height="56" fill="#dfe6ec" opacity="0.55"/>`).join('')}
  <rect x="0" y="260" width="${W}" height="${H - 260}" fill="#4f8a3a"/>
  <path d="M0 330 Q ${W / 2} 290 ${W} 330 L ${W} ${H} L 0 ${H} z" fill="#c98d5b"/>
  <path d="M0 330 Q ${W / 2} 290 ${W} 330" stroke="#ffffff" stroke-width="6" fill="none"/>
  ${Array.from({ length: 30 }, (_, i) => `<line x1="${i * 42}" y1="${322 - Math.sin((i / 29) * Math.PI) * 30}" x2="${i * 42}" y2="${342 - Math.sin((i / 29) * Math.PI) * 30}" stroke="#fff" stroke-width="4"/>`).join('')}
  ${horses}`;
}

function football(p: Palette, r: () => number): string {
  const stripes = Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="0" width="100" height="${H}" fill="${i % 2 ? '#3f9b3f' : '#4aab48'}"/>`).join('');
  const bx = 620 + r() * 200;
  return `${sky(p)}${stripes}
  <g stroke="#ffffff" stroke-width="6" fill="none"><rect x="40" y="40" width="${W - 80}" height="${H - 80}"/><line x1="${W / 2}" y1="40" x2="${W / 2}" y2="${H - 40}"/>
  <circle cx="${W / 2}" cy="${H / 2}" r="90"/><rect x="40" y="170" width="150" height="260"/><rect x="${W - 190}" y="170" width="150" height="260"/></g>
  <rect x="${W - 48}" y="250" width="40" height="100" fill="none" stroke="#eeeeee" stroke-width="5"/>
  <g transform="translate(${bx} 380)"><circle r="46" fill="#ffffff" stroke="#222" stroke-width="3"/>
  <path d="M0 -18 l17 12 -6 20 h-22 l-6 -20 z" fill="#222"/><path d="M0 -46 v28 M17 -6 l26 -10 M11 14 l18 24 M-11 14 l-18 24 M-17 -6 l-26 -10" stroke="#222" stroke-width="3"/>
  <circle r="46" fill="url(#shine)"/></g>
  <ellipse cx="${bx + 10}" cy="432" rx="44" ry="8" fill="#000" opacity="0.25"/>`;
}

function lottery(p: Palette, r: () => number): string {
  const colors = [p.accent, p.second, '#e84a5f', '#2a9d8f', '#f4a261', '#8e44ad', '#3a86ff'];
  const balls = Array.from({ length: 14 }, (_, i) => {
    const x = 90 + r() * (W - 180);
    const y = 120 + r() * (H - 220);
    const radius = 38 + r() * 46;
    const color = colors[i % colors.length] ?? '#fff';
    return `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="${color}"/><circle r="${radius * 0.45}" fill="#ffffff"/>
    <circle r="${radius * 0.18}" fill="${color}"/><circle r="${radius}" fill="url(#shine)"/></g>`;
  }).join('');
  return `${sky({ ...p, sky: ['#1a1a40', '#40407a'] })}
  ${Array.from({ length: 60 }, () => `<circle cx="${r() * W}" cy="${r() * H}" r="${1 + r() * 2.5}" fill="#ffffff" opacity="${0.3 + r() * 0.6}"/>`).join('')}
  ${balls}`;
}

function shop(p: Palette, r: () => number): string {
  const awning = Array.from({ length: 14 }, (_, i) => `<path d="M${180 + i * 60} 200 h60 v50 q -30 24 -60 0 z" fill="${i % 2 ? '#ffffff' : p.accent}"/>`).join('');
  return `${sky(p)}
  <rect x="0" y="470" width="${W}" height="130" fill="#9aa5ad"/><rect x="0" y="470" width="${W}" height="10" fill="#7b868e"/>
  <rect x="150" y="110" width="900" height="370" fill="#f1e3c6"/><rect x="150" y="110" width="900" height="80" fill="${p.accent}"/>
  <rect x="420" y="130" width="360" height="40" rx="8" fill="${p.second}"/>
  ${awning}
  <rect x="200" y="270" width="380" height="170" fill="#bfe3f5" stroke="#6b4f2a" stroke-width="8"/>
  <rect x="640" y="270" width="150" height="200" fill="#6b4f2a"/><circle cx="770" cy="370" r="7" fill="${p.second}"/>
  <rect x="840" y="270" width="170" height="170" fill="#bfe3f5" stroke="#6b4f2a" stroke-width="8"/>
  ${Array.from({ length: 6 }, (_, i) => `<rect x="${220 + i * 58}" y="${380 - r() * 60}" width="40" height="${60 + r() * 40}" fill="${[p.accent, p.second, '#e84a5f'][i % 3]}" opacity="0.85"/>`).join('')}
  <path d="M240 300 l60 -20 M420 300 l80 -24" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`;
}

function summer(p: Palette, r: () => number): string {
  const birch = (x: number, h: number) => `<rect x="${x}" y="${420 - h}" width="14" height="${h}" fill="#f4f4f4"/>
    ${Array.from({ length: 5 }, (_, i) => `<rect x="${x}" y="${420 - h + 20 + i * (h / 6)}" width="${6 + (i % 2) * 8}" height="5" fill="#333"/>`).join('')}
    <ellipse cx="${x + 7}" cy="${420 - h}" rx="60" ry="80" fill="#6fbf4a"/><ellipse cx="${x + 30}" cy="${440 - h}" rx="40" ry="50" fill="#5aa83b"/>`;
  return `${sky(p)}<circle cx="980" cy="120" r="64" fill="#ffe066"/><circle cx="980" cy="120" r="90" fill="#ffe066" opacity="0.25"/>
  <path d="M0 360 Q 300 260 620 350 T ${W} 330 V ${H} H 0 z" fill="#7cc05a"/>
  <path d="M0 430 Q 400 380 ${W} 440 V ${H} H 0 z" fill="#5aa83b"/>
  <g transform="translate(520 300)"><rect width="240" height="140" fill="#a3222a"/><path d="M-20 0 L120 -90 L260 0 z" fill="#3b3b3b"/>
  <rect x="0" y="0" width="12" height="140" fill="#fff"/><rect x="228" y="0" width="12" height="140" fill="#fff"/>
  <rect x="40" y="40" width="50" height="44" fill="#ffffff"/><rect x="46" y="46" width="38" height="32" fill="#8ecae6"/>
  <rect x="150" y="60" width="46" height="80" fill="#ffffff"/></g>
  ${birch(220 + r() * 40, 220)}${birch(1040, 200)}
  <path d="M0 520 Q 600 480 ${W} 540 V ${H} H 0 z" fill="#4a9a2f"/>`;
}

function winter(p: Palette, r: () => number): string {
  const pine = (x: number, s: number) => `<g transform="translate(${x} ${450 - 180 * s}) scale(${s})"><rect x="-8" y="170" width="16" height="30" fill="#5b3a29"/>
    <path d="M0 0 L60 90 H30 L80 170 H-80 L-30 90 H-60 z" fill="#1d4d3a"/><path d="M0 0 L20 30 H-20 z" fill="#ffffff"/></g>`;
  return `${sky({ ...p, sky: ['#0b1d3a', '#274b7a'] })}
  <path d="M0 120 C 300 40 500 220 800 110 S ${W} 160 ${W} 160" stroke="#5dffb0" stroke-width="40" fill="none" opacity="0.35"/>
  <path d="M0 170 C 260 90 560 250 900 150" stroke="#9b7bff" stroke-width="24" fill="none" opacity="0.3"/>
  ${Array.from({ length: 50 }, () => `<circle cx="${r() * W}" cy="${r() * 260}" r="${1 + r() * 2}" fill="#fff" opacity="0.8"/>`).join('')}
  <path d="M0 400 Q 600 330 ${W} 410 V ${H} H 0 z" fill="#e9f1f7"/>
  ${[80, 260, 880, 1060, 1150].map((x, i) => pine(x, 0.8 + (i % 3) * 0.3)).join('')}
  <path d="M0 480 Q 500 440 ${W} 500 V ${H} H 0 z" fill="#ffffff"/>`;
}

function trophy(p: Palette, r: () => number): string {
  const confetti = Array.from({ length: 70 }, (_, i) => `<rect x="${r() * W}" y="${r() * H}" width="10" height="18" rx="2"
    transform="rotate(${r() * 180} ${r() * W} ${r() * H})" fill="${[p.accent, p.second, '#e84a5f', '#2a9d8f'][i % 4]}"/>`).join('');
  return `${sky(p)}${confetti}
  <rect x="380" y="470" width="440" height="130" fill="#3d3d3d"/><rect x="470" y="410" width="260" height="60" fill="#555"/>
  <g transform="translate(600 250)"><path d="M-120 -150 h240 v40 q0 150 -120 170 q-120 -20 -120 -170 z" fill="#f2c14e"/>
  <path d="M-120 -120 q-80 0 -70 60 q10 50 80 60" stroke="#f2c14e" stroke-width="22" fill="none"/>
  <path d="M120 -120 q80 0 70 60 q-10 50 -80 60" stroke="#f2c14e" stroke-width="22" fill="none"/>
  <rect x="-26" y="60" width="52" height="70" fill="#d9a73a"/><rect x="-90" y="130" width="180" height="30" fill="#b8862b"/>
  <path d="M-70 -130 q20 100 60 140" stroke="#fff6d5" stroke-width="14" fill="none" opacity="0.7"/></g>`;
}

function social(p: Palette, r: () => number): string {
  const bubbles = Array.from({ length: 5 }, (_, i) => {
    const left = i % 2 === 0;
    const y = 150 + i * 72;
    return `<rect x="${left ? 470 : 560}" y="${y}" width="${150 + r() * 30}" height="52" rx="22" fill="${left ? '#ffffff' : p.accent}"/>`;
  }).join('');
  const hearts = Array.from({ length: 9 }, () => {
    const x = 100 + r() * 280 + (r() > 0.5 ? 700 : 0);
    const y = 100 + r() * 380;
    const s = 0.6 + r();
    return `<path transform="translate(${x} ${y}) scale(${s})" d="M0 12 C -24 -12 -48 12 0 48 C 48 12 24 -12 0 12 z" fill="${p.second}" opacity="0.85"/>`;
  }).join('');
  return `${sky(p)}${hearts}
  <rect x="430" y="40" width="340" height="540" rx="46" fill="#1f1f1f"/><rect x="450" y="90" width="300" height="440" rx="10" fill="#eef2f5"/>
  <rect x="550" y="56" width="100" height="12" rx="6" fill="#444"/>${bubbles}
  <circle cx="600" cy="555" r="14" fill="#444"/>`;
}

function calendar(p: Palette, r: () => number): string {
  const cells = Array.from({ length: 35 }, (_, i) => {
    const x = 290 + (i % 7) * 92;
    const y = 220 + Math.floor(i / 7) * 66;
    const marked = r() > 0.78;
    return `<rect x="${x}" y="${y}" width="80" height="56" rx="6" fill="${marked ? p.second : '#ffffff'}" stroke="#d0d7de" stroke-width="2"/>
      ${marked ? `<circle cx="${x + 40}" cy="${y + 28}" r="12" fill="${p.accent}"/>` : ''}`;
  }).join('');
  return `${sky(p)}<rect x="260" y="90" width="680" height="480" rx="18" fill="#f7f9fb"/>
  <rect x="260" y="90" width="680" height="110" rx="18" fill="${p.accent}"/><rect x="260" y="160" width="680" height="40" fill="${p.accent}"/>
  <rect x="350" y="60" width="22" height="70" rx="10" fill="#555"/><rect x="828" y="60" width="22" height="70" rx="10" fill="#555"/>${cells}`;
}

function coins(p: Palette, r: () => number): string {
  const stack = (x: number, n: number) => Array.from({ length: n }, (_, i) => `<ellipse cx="${x}" cy="${480 - i * 16}" rx="70" ry="22" fill="#e0a526" stroke="#b07d12" stroke-width="3"/>`).join('')
    + `<ellipse cx="${x}" cy="${480 - (n - 1) * 16}" rx="70" ry="22" fill="#f3c64f"/><ellipse cx="${x}" cy="${480 - (n - 1) * 16}" rx="44" ry="13" fill="none" stroke="#c8921d" stroke-width="3"/>`;
  return `${sky(p)}<rect x="0" y="470" width="${W}" height="130" fill="#6d4c41"/>
  <g transform="rotate(-8 860 300)"><rect x="700" y="210" width="360" height="180" rx="10" fill="#9fd3a8" stroke="#4f8a5b" stroke-width="6"/>
  <circle cx="880" cy="300" r="52" fill="#d6efd9" stroke="#4f8a5b" stroke-width="4"/></g>
  ${stack(220, 6 + Math.floor(r() * 4))}${stack(380, 10 + Math.floor(r() * 4))}${stack(540, 4 + Math.floor(r() * 3))}`;
}

const SCENES: Record<Scene, (p: Palette, r: () => number) => string> = { trotting, football, lottery, shop, summer, winter, trophy, social, calendar, coins };

export function sceneSvg(scene: Scene, variant: number): string {
  const palette = PALETTES[variant % PALETTES.length] ?? PALETTES[0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[scene](palette, random(variant * 7919 + scene.length))}</svg>`;
}

/** The scene as a JPEG of PICTURE_WIDTH × PICTURE_HEIGHT. */
export function renderScene(scene: Scene, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, variant))).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}
