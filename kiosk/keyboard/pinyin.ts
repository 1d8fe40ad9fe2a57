/** Pinyin syllable → candidate characters, space-separated, most frequent first (simple-keyboard-layouts' table). */
export type CandidateTable = Readonly<Record<string, string>>;

export interface PinyinLookup {
  /** The leading syllable of the typed letters the candidates are for ("ni" of "nihao"). */
  syllable: string;
  candidates: string[];
}

/**
 * Candidates for the letters typed so far: the longest syllable the table knows at their start, so "nihao" offers 你
 * first and, once it is chosen, "hao" offers 好.
 */
export function lookupCandidates(table: CandidateTable, letters: string): PinyinLookup {
  const typed = letters.toLowerCase();
  for (let length = Math.min(typed.length, 6); length > 0; length -= 1) {
    const syllable = typed.slice(0, length);
    const row = table[syllable];
    if (row) return { syllable, candidates: row.split(' ').filter(Boolean) };
  }
  return { syllable: '', candidates: [] };
}

/** The Simplified or Traditional (Hong Kong) table, loaded with the keyboard's Chinese mode only. */
export async function loadCandidateTable(script: 'hans' | 'hant'): Promise<CandidateTable> {
  if (script === 'hant') return (await import('./pinyin-hant.json')).default as CandidateTable;
  const { default: chinese } = await import('simple-keyboard-layouts/build/layouts/chinese');
  return (chinese as typeof chinese & { layoutCandidates: CandidateTable }).layoutCandidates;
}
