import { describe, expect, test } from 'vitest';
import { EXPECTED_FONTS, fontProblems, fontProblemsMessage, parseFcMatch, type FcMatch } from '../visual/system-fonts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const NOTO = '/usr/share/fonts/opentype/noto';

/** fc-match as on the reference machine (fonts-dejavu-core, fonts-dejavu-extra, fonts-noto-cjk and nothing else). */
function referenceMachine(pattern: string): string {
  const [family = '', ...properties] = pattern.split(':');
  const bold = properties.includes('bold');
  if (family.startsWith('Noto Sans CJK')) {
    return bold ? `${family}\tBold\t${NOTO}/NotoSansCJK-Bold.ttc\n` : `${family}\tRegular\t${NOTO}/NotoSansCJK-Regular.ttc\n`;
  }
  if (family === 'monospace' || family === 'Liberation Mono') return `DejaVu Sans Mono\tBook\t${DEJAVU}/DejaVuSansMono.ttf\n`;
  if (bold) return `DejaVu Sans\tBold\t${DEJAVU}/DejaVuSans-Bold.ttf\n`;
  if (properties.includes('oblique')) return `DejaVu Sans\tOblique\t${DEJAVU}/DejaVuSans-Oblique.ttf\n`;
  return `DejaVu Sans\tBook\t${DEJAVU}/DejaVuSans.ttf\n`;
}

const on = (fcMatch: (pattern: string) => string) => (pattern: string): FcMatch => parseFcMatch(fcMatch(pattern));

describe('system font check of the visual tests', () => {
  test('parses fc-match output with several families and styles', () => {
    expect(parseFcMatch('Noto Sans CJK HK,Noto Sans CJK HK Regular\tRegular,Book\t/x/NotoSansCJK-Regular.ttc\n')).toEqual({
      families: ['Noto Sans CJK HK', 'Noto Sans CJK HK Regular'],
      styles: ['Regular', 'Book'],
      file: '/x/NotoSansCJK-Regular.ttc',
    });
    expect(parseFcMatch('')).toEqual({ families: [], styles: [], file: '' });
  });

  test('expects every Noto CJK family the theme names, regular and bold', () => {
    const patterns = EXPECTED_FONTS.map((font) => font.pattern);
    for (const family of ['Noto Sans CJK SC', 'Noto Sans CJK TC', 'Noto Sans CJK HK']) {
      expect(patterns).toContain(family);
      expect(patterns).toContain(`${family}:bold`);
    }
    expect(patterns).toEqual(expect.arrayContaining(['sans-serif', 'sans-serif:bold', 'monospace']));
  });

  test('finds nothing wrong on the reference machine', () => {
    expect(fontProblems(on(referenceMachine))).toEqual([]);
  });

  test('names fonts-noto-cjk when the CJK faces fall back to DejaVu', () => {
    const withoutCjk = (pattern: string) =>
      pattern.startsWith('Noto Sans CJK') ? referenceMachine('sans-serif') : referenceMachine(pattern);
    const problems = fontProblems(on(withoutCjk));
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe(
      `"Noto Sans CJK SC" (Chinese text) should be Noto Sans CJK SC Regular but fontconfig gives DejaVu Sans Book (${DEJAVU}/DejaVuSans.ttf): install the Debian package fonts-noto-cjk.`,
    );
    const message = fontProblemsMessage(problems);
    expect(message).toMatch(/^Visual tests stopped: the system fonts differ/);
    expect(message).toContain('Install with: apt-get install --no-install-recommends fonts-noto-cjk\n');
    expect(message).toContain('README.md');
  });

  test('names fonts-dejavu-core when sans-serif is another face', () => {
    const withoutDejaVu = (pattern: string) =>
      pattern.startsWith('Noto') ? referenceMachine(pattern) : 'Noto Sans CJK SC\tRegular\t/x/NotoSansCJK-Regular.ttc\n';
    const message = fontProblemsMessage(fontProblems(on(withoutDejaVu)));
    expect(message).toContain('"sans-serif" (Latin text (system-ui and sans-serif)) should be DejaVu Sans Book but fontconfig gives Noto Sans CJK SC Regular');
    expect(message).toContain('Install with: apt-get install --no-install-recommends fonts-dejavu-core fonts-dejavu-extra\n');
  });

  test('a bold request answered by the regular face is a problem', () => {
    const noBold = (pattern: string) => referenceMachine(pattern.replace(':bold', ''));
    expect(fontProblems(on(noBold)).some((problem) => problem.startsWith('"sans-serif:bold"'))).toBe(true);
  });

  test('asks to remove fonts-liberation when Liberation Mono would take the code text', () => {
    const withLiberation = (pattern: string) =>
      pattern === 'Liberation Mono'
        ? 'Liberation Mono\tRegular\t/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf\n'
        : referenceMachine(pattern);
    const problems = fontProblems(on(withLiberation));
    expect(problems).toEqual([expect.stringMatching(/^Liberation Mono is installed .*remove fonts-liberation \/ fonts-liberation2\.$/)]);
    expect(fontProblemsMessage(problems)).not.toContain('Install with');
  });
});
