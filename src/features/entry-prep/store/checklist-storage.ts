/**
 * The visitor's ticks in this browser (localStorage), one list per identity and timing. Read and written by the
 * saga only, after the page has come to life: never during a render.
 */
const PREFIX = 'entryPrep.checklist.';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some privacy modes throw on access: the checklist then lives for this visit only.
    return undefined;
  }
}

export function readLocalTicks(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PREFIX + key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeLocalTicks(key: string, ticked: readonly string[]): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(ticked));
  } catch {
    // Full or refused: the store still holds the ticks for this visit.
  }
}
