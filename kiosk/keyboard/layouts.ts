/** The keyboard's modes: English letters, digits and symbols, Chinese by pinyin. */
export type KeyboardMode = 'latin' | 'symbols' | 'pinyin';

/** Keys that act rather than type; every other key types its own text. */
export const ACTION_KEYS = {
  backspace: '{bksp}',
  shift: '{shift}',
  enter: '{enter}',
  space: '{space}',
  latin: '{abc}',
  symbols: '{symbols}',
  pinyin: '{pinyin}',
  hide: '{hide}',
} as const;

/**
 * Layouts in simple-keyboard's notation. The first row is digits everywhere (postcodes, phone numbers); the e-mail
 * symbols (@ . - _ and .com) sit beside the letters, where addresses are typed.
 */
export function keyboardLayout(mode: KeyboardMode, shifted: boolean, chinese: boolean): { default: string[] } {
  const switchRow = (...keys: string[]) => keys.filter(Boolean).join(' ');
  if (mode === 'symbols') {
    return {
      default: [
        '1 2 3 4 5 6 7 8 9 0 {bksp}',
        '@ . - _ + # $ % & *',
        "( ) / : ; , ? ! ' \"",
        switchRow('{abc}', chinese ? '{pinyin}' : '', '= < > ~ {space} {enter}', '{hide}'),
      ],
    };
  }
  if (mode === 'pinyin') {
    return {
      default: ['1 2 3 4 5 6 7 8 9 0 {bksp}', 'q w e r t y u i o p', 'a s d f g h j k l', 'z x c v b n m ， 。', switchRow('{symbols} {abc} {space} {enter}', '{hide}')],
    };
  }
  const letters = ['q w e r t y u i o p', 'a s d f g h j k l @', 'z x c v b n m . - _'].map((row) => (shifted ? row.toUpperCase() : row));
  return {
    default: [
      '1 2 3 4 5 6 7 8 9 0 {bksp}',
      letters[0]!,
      letters[1]!,
      `{shift} ${letters[2]!}`,
      switchRow('{symbols}', chinese ? '{pinyin}' : '', '.com {space} {enter}', '{hide}'),
    ],
  };
}

/** Fields whose text may be Chinese (not addresses, numbers or passwords). */
export function acceptsChinese(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  return field instanceof HTMLTextAreaElement || field.type === 'text' || field.type === 'search' || field.type === '';
}

/** The mode a field starts in: digits for numbers and phones, letters otherwise. */
export function initialMode(field: HTMLInputElement | HTMLTextAreaElement): KeyboardMode {
  if (field instanceof HTMLInputElement && (field.type === 'tel' || field.type === 'number' || field.inputMode === 'numeric')) return 'symbols';
  return 'latin';
}
