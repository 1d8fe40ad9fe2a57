/**
 * The system fonts the visual baselines are made with (README, "Visual baselines"). Chromium takes every face from
 * fontconfig, so a missing package, or an extra one that a font stack names first, changes the pixels of whole
 * groups of screenshots. The vrt project checks this before it starts (global-setup.ts) and stops with the package
 * to install or remove, instead of failing hundreds of comparisons.
 */
import { fontStacks } from '../../src/theme/fonts';

export interface ExpectedFont {
  /** fontconfig pattern, as Chromium asks for it. */
  pattern: string;
  /** Family that must answer, and the style when it matters. */
  family: string;
  style?: string;
  /** Debian package that provides it. */
  debianPackage: string;
  usedFor: string;
}

export interface ForbiddenFont {
  family: string;
  debianPackages: string[];
  why: string;
}

export interface FcMatch {
  families: string[];
  styles: string[];
  file: string;
}

/** Output format asked of fc-match: families, styles (each comma-separated) and file, separated by tabs. */
export const FC_MATCH_FORMAT = '%{family}\t%{style}\t%{file}\n';

/** The Noto CJK families the Chinese font stacks name (theme/fonts.ts), in the order they first appear. */
const cjkFamilies = [
  ...new Set(
    Object.values(fontStacks)
      .flatMap((stack) => stack.split(','))
      .map((family) => family.trim().replace(/^'|'$/g, ''))
      .filter((family) => family.startsWith('Noto Sans CJK')),
  ),
];

export const EXPECTED_FONTS: readonly ExpectedFont[] = [
  { pattern: 'sans-serif', family: 'DejaVu Sans', style: 'Book', debianPackage: 'fonts-dejavu-core', usedFor: 'Latin text (system-ui and sans-serif)' },
  { pattern: 'sans-serif:bold', family: 'DejaVu Sans', style: 'Bold', debianPackage: 'fonts-dejavu-core', usedFor: 'bold Latin text' },
  { pattern: 'sans-serif:oblique', family: 'DejaVu Sans', style: 'Oblique', debianPackage: 'fonts-dejavu-extra', usedFor: 'italic Latin text' },
  { pattern: 'monospace', family: 'DejaVu Sans Mono', style: 'Book', debianPackage: 'fonts-dejavu-core', usedFor: 'code text (Chakra mono stack)' },
  ...cjkFamilies.flatMap((family): ExpectedFont[] => [
    { pattern: family, family, style: 'Regular', debianPackage: 'fonts-noto-cjk', usedFor: 'Chinese text' },
    { pattern: `${family}:bold`, family, style: 'Bold', debianPackage: 'fonts-noto-cjk', usedFor: 'bold Chinese text' },
  ]),
];

/** Families a font stack names before the expected face: installed, they would be drawn instead. */
export const FORBIDDEN_FONTS: readonly ForbiddenFont[] = [
  {
    family: 'Liberation Mono',
    debianPackages: ['fonts-liberation', 'fonts-liberation2'],
    why: "Chakra's mono stack names it (and Courier New, which Chromium maps to it) before monospace",
  },
];

/** Parses one line of `fc-match --format FC_MATCH_FORMAT`. */
export function parseFcMatch(output: string): FcMatch {
  const [families = '', styles = '', file = ''] = output.trim().split('\t');
  const list = (text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return { families: list(families), styles: list(styles), file: file.trim() };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Problems with the installed fonts, one sentence each; empty when the machine matches the baselines. */
export function fontProblems(match: (pattern: string) => FcMatch): string[] {
  const problems: string[] = [];
  for (const expected of EXPECTED_FONTS) {
    const found = match(expected.pattern);
    const familyOk = found.families.some((family) => same(family, expected.family));
    const styleOk = !expected.style || found.styles.some((style) => same(style, expected.style!));
    if (familyOk && styleOk) continue;
    const wanted = expected.style ? `${expected.family} ${expected.style}` : expected.family;
    const got = `${found.families[0] ?? 'nothing'}${found.styles[0] ? ` ${found.styles[0]}` : ''}${found.file ? ` (${found.file})` : ''}`;
    problems.push(
      `"${expected.pattern}" (${expected.usedFor}) should be ${wanted} but fontconfig gives ${got}: install the Debian package ${expected.debianPackage}.`,
    );
  }
  for (const forbidden of FORBIDDEN_FONTS) {
    const found = match(forbidden.family);
    if (!found.families.some((family) => same(family, forbidden.family))) continue;
    problems.push(
      `${forbidden.family} is installed (${found.file}); ${forbidden.why}, so text would differ from the screenshots: remove ${forbidden.debianPackages.join(' / ')}.`,
    );
  }
  return problems;
}

/** Packages named by the problems, for one apt-get line. */
function packagesToInstall(problems: readonly string[]): string[] {
  return [...new Set(problems.flatMap((problem) => /install the Debian package (\S+)\.$/.exec(problem)?.[1] ?? []))];
}

export function fontProblemsMessage(problems: readonly string[]): string {
  const install = packagesToInstall(problems);
  return [
    'Visual tests stopped: the system fonts differ from those the screenshots were made with.',
    ...problems.map((problem) => `  - ${problem}`),
    ...(install.length > 0 ? [`Install with: apt-get install --no-install-recommends ${install.join(' ')}`] : []),
    'The font set is listed in README.md under "Visual baselines"; .ci/run installs it.',
  ].join('\n');
}
