#!/usr/bin/env node
// Draws the content images (abstract skylines, waterfronts and line icons in the brand colours) as SVG, rasterizes
// them with sharp to AVIF + WebP at two widths plus a JPEG fallback, and renders the looping hero video with ffmpeg
// when it is installed. Every path comes from the seed content, so a new entry gets its image on the next run.
// Usage: node scripts/build-content-media.mjs [--only <substring>] [--no-video]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedDir = join(root, 'server/src/content/seed-data');
const publicDir = join(root, 'public');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

/** Widths of the responsive variants; the JPEG fallback is the larger one. Keep in step with src/components/ui/content-picture.tsx. */
const WIDTHS = [480, 960];
const HERO_WIDTHS = [960, 1440];

// Brand colours of src/theme/system.ts.
const brand = {
  50: '#e6f2f8', 100: '#c0deee', 200: '#8fc3e0', 300: '#5aa6cf', 400: '#2f8cc0',
  500: '#0b72a8', 600: '#0b5c8a', 700: '#0a4a6f', 800: '#083855', 900: '#05253a',
};
const accent = '#c8102e';
const sand = '#f3c969';
const teal = '#1f8a87';

/** Background pairs per theme: dark top, lighter horizon. */
const palettes = {
  tax: [brand[800], brand[500]],
  subsidy: ['#0d4f4c', teal],
  housing: [brand[700], '#c9845a'],
  startup: ['#2a2f6b', brand[400]],
  service: [brand[900], brand[400]],
  policy: ['#26384a', '#6f8aa3'],
  forum: [brand[900], brand[500]],
  fair: ['#5c0a18', accent],
  workshop: ['#21405a', '#4f86a8'],
  networking: ['#143a52', teal],
  culture: ['#4a1020', '#b3593b'],
  sports: [brand[700], '#39a0c9'],
};

// Line icons on a 24-unit grid, in the style of src/components/ui/icons.tsx.
const icons = {
  tax: '<path d="M19 5 5 19"/><circle cx="7" cy="7" r="2.5"/><circle cx="17" cy="17" r="2.5"/>',
  subsidy: '<ellipse cx="12" cy="6" rx="7" ry="3"/><path d="M5 6v4c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 10v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4M5 14v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4"/>',
  housing: '<path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5"/>',
  startup: '<path d="M12 2c3 2.2 5 6 5 10l-2 4H9l-2-4c0-4 2-7.8 5-10z"/><circle cx="12" cy="9" r="1.8"/><path d="M9 16l-3 3v-4.5M15 16l3 3v-4.5M11 19h2"/>',
  service: '<circle cx="9" cy="8" r="3"/><path d="M3 20c0-3.3 2.7-5 6-5s6 1.7 6 5"/><circle cx="17" cy="9" r="2.5"/><path d="M16 14.5c3 0 5 1.6 5 4.5"/>',
  policy: '<path d="M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7"/>',
  forum: '<rect x="9" y="3" width="6" height="11" rx="3"/><path d="M6 11a6 6 0 0 0 12 0M12 17v4M8 21h8"/>',
  fair: '<path d="M5 21V4h12l-2 4 2 4H5"/>',
  workshop: '<rect x="3" y="4" width="18" height="12" rx="1"/><path d="M8 20l4-4 4 4M7 9h6M7 12h9"/>',
  networking: '<circle cx="5" cy="6" r="2"/><circle cx="19" cy="6" r="2"/><circle cx="12" cy="19" r="2"/><circle cx="12" cy="11" r="2.5"/><path d="M6.7 7.2 10 9.6M17.3 7.2 14 9.6M12 13.5V17"/>',
  culture: '<path d="M12 2v3M8 5h8M7 8c0-2 2-3 5-3s5 1 5 3v8c0 2-2 3-5 3s-5-1-5-3zM12 19v3M7 12h10"/>',
  sports: '<circle cx="6" cy="17" r="3.5"/><circle cx="18" cy="17" r="3.5"/><path d="M6 17l4-8h5l3 8M10 9l2 8h-6M13 6h3"/>',
  study: '<path d="M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M22 9v6"/>',
  work: '<rect x="3" y="8" width="18" height="12" rx="1.5"/><path d="M9 8V5h6v3M3 13h18"/>',
  invest: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"/>',
  life: '<path d="M12 22v-6M12 16c-4 0-6-3-6-6a6 6 0 0 1 12 0c0 3-2 6-6 6z"/>',
  location: '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
  bridge: '<path d="M2 16h20M4 16v4M20 16v4M2 16c4-8 16-8 20 0M8 12.5V16M12 11v5M16 12.5V16"/>',
  finance: '<path d="M4 20v-8M9 20V8M14 20v-5M19 20V4M2 21h20"/>',
  check: '<circle cx="12" cy="12" r="9"/><path d="M7.5 12.5l3 3 6-6.5"/>',
};

/** The life tabs: an icon and a palette each. */
const lifeIcons = {
  food: ['<path d="M7 3v8a2 2 0 0 0 4 0V3M9 11v10M17 3c-2 0-3 2.5-3 6s1 4 3 4v8"/>', ['#5c2a0a', '#c9845a']],
  encyclopedia: ['<path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7M8 11h5"/>', [brand[900], brand[400]]],
  sports: [icons.sports, [brand[700], '#39a0c9']],
  pets: ['<circle cx="7" cy="9" r="1.8"/><circle cx="11" cy="5.5" r="1.8"/><circle cx="15.5" cy="6" r="1.8"/><circle cx="18" cy="10" r="1.8"/><path d="M12 11c-3 0-6 4.5-6 7 0 2 2 2.5 3.5 2 1-.3 1.8-.6 2.5-.6s1.5.3 2.5.6c1.5.5 3.5 0 3.5-2 0-2.5-3-7-6-7z"/>', ['#0d4f4c', teal]],
  cultural: [icons.culture, ['#4a1020', '#b3593b']],
  travel: ['<path d="M2 16l20-6-3-2-6 2-6-5-2 1 3 6-4 1-2-2-1 1z"/><path d="M3 21h18"/>', ['#143a52', '#5aa6cf']],
};

/** The International Talent Hub's floors, lowest first: an icon and a palette each (a seventh floor reuses the first). */
const floorLooks = [
  ['service', [brand[900], brand[400]]],
  ['startup', ['#2a2f6b', brand[400]]],
  ['work', [brand[800], brand[500]]],
  ['finance', ['#0d4f4c', teal]],
  ['workshop', ['#21405a', '#4f86a8']],
  ['housing', [brand[700], '#c9845a']],
];

/** A view out of the hub: the scene seen through a curtain wall, with the floor's counter or desks in front. */
function floorInterior(width, height, rand) {
  const mullions = Array.from({ length: 5 }, (_, i) => `<rect x="${(width / 5) * i - 6}" y="0" width="12" height="${height}" fill="${brand[900]}" fill-opacity="0.85"/>`).join('');
  const transom = `<rect x="0" y="${height * 0.16}" width="${width}" height="10" fill="${brand[900]}" fill-opacity="0.85"/>`;
  const floorLine = height * (0.8 + rand() * 0.04);
  const desks = Array.from({ length: 4 }, (_, i) => {
    const x = width * (0.06 + i * 0.24) + rand() * 40;
    return `<rect x="${x}" y="${floorLine - 70}" width="${width * 0.16}" height="18" rx="6" fill="#fff" fill-opacity="0.85"/><rect x="${x + 20}" y="${floorLine - 52}" width="14" height="52" fill="#fff" fill-opacity="0.6"/><rect x="${x + width * 0.16 - 34}" y="${floorLine - 52}" width="14" height="52" fill="#fff" fill-opacity="0.6"/>`;
  }).join('');
  return `${mullions}${transom}<rect y="${floorLine}" width="${width}" height="${height - floorLine}" fill="${brand[900]}" fill-opacity="0.92"/>${desks}`;
}

const whyZoneIcons = {
  location: ['location', [brand[800], brand[400]]],
  'low-tax': ['tax', [brand[900], brand[500]]],
  'hk-macao': ['bridge', ['#5c0a18', accent]],
  'talent-support': ['service', ['#0d4f4c', teal]],
  finance: ['finance', ['#2a2f6b', brand[400]]],
  'start-ups': ['startup', ['#21405a', '#4f86a8']],
  living: ['housing', [brand[700], '#c9845a']],
  services: ['check', [brand[900], brand[300]]],
};

/** A small deterministic generator so each image is varied but the same on every run. */
function random(seedText) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507);
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed ^= seed >>> 16) >>> 0) / 4294967296;
  };
}

function skyline(rand, { width, base, maxHeight, fill, opacity = 1, count = 18 }) {
  const parts = [];
  let x = -10;
  for (let i = 0; i < count && x < width; i += 1) {
    const w = width / count * (0.6 + rand() * 0.8);
    const h = maxHeight * (0.25 + rand() * 0.75);
    const top = base - h;
    if (rand() < 0.2) {
      // A tower with a spire.
      parts.push(`M${x} ${base}V${top}L${x + w / 2} ${top - h * 0.18}L${x + w} ${top}V${base}Z`);
    } else if (rand() < 0.25) {
      parts.push(`M${x} ${base}V${top + w * 0.3}Q${x + w / 2} ${top - w * 0.2} ${x + w} ${top + w * 0.3}V${base}Z`);
    } else {
      parts.push(`M${x} ${base}V${top}H${x + w}V${base}Z`);
    }
    x += w + rand() * 6;
  }
  return `<path d="${parts.join('')}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

function water(width, height, base, phase = 0) {
  const lines = [];
  for (let i = 0; i < 6; i += 1) {
    const y = base + 14 + i * ((height - base) / 6);
    const amp = 3 + i;
    const len = 60 + i * 20;
    let d = `M${-len * 2 + ((phase * len) % len)} ${y}`;
    for (let x = -len * 2; x < width + len * 2; x += len) d += ` q${len / 4} ${-amp} ${len / 2} 0 t${len / 2} 0`;
    lines.push(`<path d="${d}" stroke="#fff" stroke-opacity="${0.12 + i * 0.02}" stroke-width="2" fill="none"/>`);
  }
  return lines.join('');
}

function iconBadge(name, cx, cy, size, { ring = '#fff', stroke = brand[700] } = {}) {
  const scale = (size * 0.56) / 24;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${ring}" fill-opacity="0.95"/>` +
    `<g transform="translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})" fill="none" stroke="${stroke}" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${icons[name]}</g>`
  );
}

/** The common scene: sky gradient, soft circles, a skyline on the water, and a line icon in a white disc. */
function scene({ key, icon, palette, width = 1600, height = 900, sun = true, extra = '' }) {
  const rand = random(key);
  const base = height * (0.68 + rand() * 0.06);
  const circles = Array.from({ length: 5 }, () => {
    const r = 60 + rand() * 220;
    return `<circle cx="${rand() * width}" cy="${rand() * base * 0.9}" r="${r}" fill="#fff" fill-opacity="${0.04 + rand() * 0.06}"/>`;
  }).join('');
  const sunX = width * (0.12 + rand() * 0.3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand[800]}"/><stop offset="1" stop-color="${brand[900]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${circles}
${sun ? `<circle cx="${sunX}" cy="${base * 0.42}" r="${height * 0.09}" fill="${sand}" fill-opacity="0.85"/>` : ''}
${skyline(rand, { width, base, maxHeight: height * 0.42, fill: '#fff', opacity: 0.16, count: 22 })}
${skyline(rand, { width, base, maxHeight: height * 0.3, fill: brand[900], opacity: 0.55, count: 16 })}
<rect y="${base}" width="${width}" height="${height - base}" fill="url(#sea)"/>${water(width, height, base)}
${extra}
${icon ? iconBadge(icon, width * 0.74, height * 0.36, height * 0.3) : ''}
</svg>`;
}

function ferry(x, y, scale = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 0h90l-14 16H12z" fill="#fff" fill-opacity="0.9"/><rect x="22" y="-16" width="44" height="16" rx="3" fill="#fff" fill-opacity="0.8"/><rect x="28" y="-11" width="32" height="5" fill="${brand[600]}"/></g>`;
}

function bridge(width, y) {
  const towers = [0.3, 0.7].map((t) => width * t);
  const cables = towers
    .map((tx) => [-1, 1].map((dir) => Array.from({ length: 6 }, (_, i) => `M${tx} ${y - 150} L${tx + dir * (30 + i * 34)} ${y}`).join('')).join(''))
    .join('');
  return `<path d="M0 ${y}H${width}" stroke="#fff" stroke-width="10"/>${towers
    .map((tx) => `<path d="M${tx} ${y + 40}V${y - 160}" stroke="#fff" stroke-width="12"/>`)
    .join('')}<path d="${cables}" stroke="#fff" stroke-opacity="0.75" stroke-width="2.5"/>`;
}

/** The hero frame at time t (0..1 over one loop): waterfront skyline, ferries crossing, waves moving. */
function heroFrame(t, width = 1920, height = 1080) {
  const rand = random('hero');
  const base = height * 0.7;
  const ferries = [0, 0.5].map((offset, i) => {
    const p = (t + offset) % 1;
    return ferry(-200 + p * (width + 400), base + 60 + i * 110, 1.6 - i * 0.3);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand[900]}"/><stop offset="0.65" stop-color="${brand[600]}"/><stop offset="1" stop-color="#d8926a"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand[700]}"/><stop offset="1" stop-color="${brand[900]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * 0.72}" cy="${base - 120}" r="110" fill="${sand}" fill-opacity="0.9"/>
${skyline(rand, { width, base, maxHeight: height * 0.5, fill: '#fff', opacity: 0.14, count: 30 })}
${skyline(rand, { width, base, maxHeight: height * 0.36, fill: brand[900], opacity: 0.7, count: 24 })}
<rect y="${base}" width="${width}" height="${height - base}" fill="url(#sea)"/>
<rect x="${width * 0.72 - 90}" y="${base + 8}" width="180" height="${height - base - 20}" fill="${sand}" fill-opacity="${0.12 + 0.04 * Math.sin(t * Math.PI * 2)}"/>
${water(width, height, base, t * 2)}${ferries.join('')}
</svg>`;
}

function readSeed(file) {
  return JSON.parse(readFileSync(join(seedDir, file), 'utf8'));
}

/** Every image the seed content names, with how to draw it. */
function imageJobs() {
  const home = readSeed('home.json');
  const { benefits } = readSeed('benefits.json');
  const { events } = readSeed('events.json');
  const { items } = readSeed('why-zone.json');
  const { life } = readSeed('life.json');
  const jobs = [];
  jobs.push({ path: home.hero.poster, svg: heroFrame(0), widths: HERO_WIDTHS });
  for (const card of home.journeys) {
    jobs.push({ path: card.image, svg: scene({ key: card.image, icon: card.scene, palette: palettes[{ study: 'startup', work: 'tax', invest: 'subsidy', life: 'housing' }[card.scene]] }) });
  }
  jobs.push({
    path: home.hkMacaoTeaser.image,
    svg: scene({ key: 'hk-macao', palette: ['#5c0a18', brand[500]], extra: bridge(1600, 610), sun: true }),
  });
  for (const benefit of benefits) {
    jobs.push({ path: benefit.poster, svg: scene({ key: benefit.documentNo, icon: benefit.contentType, palette: palettes[benefit.contentType] }) });
  }
  for (const event of events) {
    jobs.push({ path: event.banner, svg: scene({ key: event.documentNo, icon: event.category, palette: palettes[event.category] }) });
  }
  for (const item of items) {
    const [icon, palette] = whyZoneIcons[item.key] ?? ['check', [brand[800], brand[400]]];
    jobs.push({ path: item.banner, svg: scene({ key: item.key, icon, palette, width: 1200, height: 900 }) });
  }
  for (const entry of life) {
    const [path, palette] = lifeIcons[entry.tab];
    icons[`life-${entry.tab}`] = path;
    jobs.push({ path: entry.banner, svg: scene({ key: entry.documentNo, icon: `life-${entry.tab}`, palette }) });
  }
  const { floors } = readSeed('ith.json');
  floors.forEach((floor, index) => {
    const [icon, palette] = floorLooks[index % floorLooks.length];
    const rand = random(`floor-${floor.floor}`);
    jobs.push({ path: floor.picture, svg: scene({ key: `ith-floor-${floor.floor}`, icon, palette, extra: floorInterior(1600, 900, rand) }) });
  });
  return jobs.filter((job) => !only || job.path.includes(only));
}

async function rasterize({ path, svg, widths = WIDTHS }) {
  const target = join(publicDir, path);
  mkdirSync(dirname(target), { recursive: true });
  const stem = target.replace(/\.(jpg|png)$/, '');
  const source = Buffer.from(svg);
  for (const width of widths) {
    const image = () => sharp(source, { density: 96 }).resize({ width });
    await image().avif({ quality: 50, effort: 6 }).toFile(`${stem}-${width}.avif`);
    await image().webp({ quality: 72, effort: 6 }).toFile(`${stem}-${width}.webp`);
  }
  await sharp(source).resize({ width: widths.at(-1) }).jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(target);
}

function hasFfmpeg() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A 6 s seamless loop at 24 fps, 960 wide: small enough for the banner, still crisp for flat shapes. */
async function buildHeroVideo(videoPath) {
  const frames = mkdtempSync(join(tmpdir(), 'hero-frames-'));
  const fps = 24;
  const seconds = 6;
  try {
    for (let i = 0; i < fps * seconds; i += 1) {
      const png = join(frames, `f${String(i).padStart(4, '0')}.png`);
      await sharp(Buffer.from(heroFrame(i / (fps * seconds)))).resize({ width: 960 }).png().toFile(png);
    }
    const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', join(frames, 'f%04d.png')];
    const mp4 = join(publicDir, videoPath);
    execFileSync('ffmpeg', [...input, '-an', '-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '30', '-preset', 'veryslow', '-movflags', '+faststart', mp4]);
    execFileSync('ffmpeg', [...input, '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', mp4.replace(/\.mp4$/, '.webm')]);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? folderBytes(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
    0,
  );
}

const jobs = imageJobs();
for (const job of jobs) await rasterize(job);
console.log(`drew ${jobs.length} images`);

if (!args.includes('--no-video') && !only) {
  const { hero } = readSeed('home.json');
  if (hasFfmpeg()) {
    await buildHeroVideo(hero.video);
    console.log(`hero video: ${hero.video} and .webm`);
  } else {
    console.warn('ffmpeg not found: the banner shows its poster only (install ffmpeg and re-run to make the video).');
  }
}
console.log(`public/content: ${(folderBytes(join(publicDir, 'content')) / 1e6).toFixed(2)} MB`);
