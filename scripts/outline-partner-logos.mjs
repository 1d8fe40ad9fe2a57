#!/usr/bin/env node
/**
 * Writes the partner logos of the footer (public/partners/*.svg) with their words drawn as outlines, so a logo looks
 * the same on every machine whatever fonts are installed (an SVG shown in an <img> takes its text faces from the
 * system: Arial is Liberation Sans on one machine and DejaVu Sans on the next).
 *
 * The words are set in Arimo (metrically compatible with Arial, the face the logos were designed in) from the
 * @fontsource/arimo package, never from a system font, so the output is the same everywhere. This table is the
 * source of the logos: change it and run `node scripts/outline-partner-logos.mjs`, then commit the SVGs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Arimo, Latin subset; opentype.js reads WOFF (not WOFF2). */
const faces = {
  400: loadFont('@fontsource/arimo/files/arimo-latin-400-normal.woff'),
  700: loadFont('@fontsource/arimo/files/arimo-latin-700-normal.woff'),
};

function loadFont(specifier) {
  const bytes = readFileSync(require.resolve(specifier));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

const WIDTH = 160;
const HEIGHT = 48;
const TEXT_X = 52;
const name = { y: 22, size: 13, weight: 700 };
const kind = { y: 38, size: 11, weight: 400, fill: '#333333' };

const logos = [
  {
    file: 'zone-authority.svg',
    colour: '#0b5c8a',
    icon: 'M10 34 L24 12 L38 34 Z',
    words: ['ZONE', 'AUTHORITY'],
  },
  {
    file: 'city-government.svg',
    colour: '#a50d26',
    icon: 'M10 34 h28 M13 34 V20 M19 34 V20 M29 34 V20 M35 34 V20 M9 20 L24 11 L39 20 Z',
    words: ['CITY', 'GOVERNMENT'],
  },
  {
    file: 'hk-labour.svg',
    colour: '#1d5e3a',
    icon: 'M12 34 V16 h10 a6 6 0 0 1 0 12 h-10 M26 28 L36 34',
    words: ['HK LABOUR', 'DEPARTMENT'],
  },
  {
    file: 'invest-hk.svg',
    colour: '#6b2c91',
    icon: 'M10 32 L18 22 L25 28 L37 14 M31 14 h6 v6',
    words: ['INVEST', 'HONG KONG'],
  },
];

/** One line of text as a single path, its baseline at (x, y) like SVG <text>; kerning as the browser applies it. */
function outline(text, { y, size, weight }) {
  return compactPathData(faces[weight].getPath(text, TEXT_X, y, size, { kerning: true }).commands);
}

/**
 * Path data in relative commands with coordinates on a 0.1 grid (a twentieth of a pixel at the logo's size), which
 * keeps each logo to a couple of kilobytes. Points are rounded absolutely first, so rounding never drifts.
 */
function compactPathData(commands) {
  const tenths = (value) => Math.round(value * 10);
  const number = (value) => {
    const text = (value / 10).toString();
    return text.replace(/^(-?)0\./, '$1.');
  };
  let out = '';
  let last = '';
  let lastNumber = null;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // A number needs a space before it only after another number, unless its sign or its point already separates it.
  const emit = (letter, values) => {
    if (letter !== last || letter === 'm') {
      out += letter;
      lastNumber = null;
    }
    for (const value of values) {
      const text = number(value);
      const separated = lastNumber === null || text.startsWith('-') || (text.startsWith('.') && lastNumber.includes('.'));
      out += separated ? text : ` ${text}`;
      lastNumber = text;
    }
    last = letter;
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      out += 'z';
      last = 'z';
      lastNumber = null;
      x = startX;
      y = startY;
      continue;
    }
    const px = tenths(command.x);
    const py = tenths(command.y);
    if (command.type === 'M') {
      emit('m', [px - x, py - y]);
      startX = px;
      startY = py;
    } else if (command.type === 'L') {
      // A line to the point itself draws nothing; straight ones need only one coordinate.
      if (px === x && py === y) continue;
      if (py === y) emit('h', [px - x]);
      else if (px === x) emit('v', [py - y]);
      else emit('l', [px - x, py - y]);
    } else if (command.type === 'Q') {
      emit('q', [tenths(command.x1) - x, tenths(command.y1) - y, px - x, py - y]);
    } else if (command.type === 'C') {
      emit('c', [tenths(command.x1) - x, tenths(command.y1) - y, tenths(command.x2) - x, tenths(command.y2) - y, px - x, py - y]);
    } else {
      throw new Error(`unexpected path command ${command.type}`);
    }
    x = px;
    y = py;
  }
  return out;
}

function svg({ colour, icon, words: [title, subtitle] }) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">`,
    `  <rect width="${WIDTH}" height="${HEIGHT}" rx="6" fill="#ffffff"/>`,
    `  <rect x="4" y="4" width="40" height="40" rx="6" fill="${colour}"/>`,
    `  <path d="${icon}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    `  <!-- ${title} -->`,
    `  <path fill="${colour}" d="${outline(title, name)}"/>`,
    `  <!-- ${subtitle} -->`,
    `  <path fill="${kind.fill}" d="${outline(subtitle, kind)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

for (const logo of logos) {
  const target = `${root}public/partners/${logo.file}`;
  writeFileSync(target, svg(logo));
  console.log(`wrote public/partners/${logo.file}`);
}
