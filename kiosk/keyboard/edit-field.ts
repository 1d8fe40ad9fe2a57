/** The fields the on-screen keyboard types into. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', '']);

/** Whether `element` takes typed text (and so gets the on-screen keyboard). */
export function isTextField(element: EventTarget | null): element is TextField {
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    return TEXT_INPUT_TYPES.has(element.type) && !element.readOnly && !element.disabled;
  }
  return false;
}

/**
 * Sets a field's value the way typing does. React keeps its own copy of a controlled input's value and ignores a
 * plain `element.value = …`: the prototype's setter is called (bypassing React's instance setter), then an `input`
 * event tells React (and any other listener) what changed.
 */
export function setFieldValue(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The caret, where the field has one (e-mail and number inputs report none: typing goes at the end). */
function selectionOf(field: TextField): { start: number; end: number; known: boolean } {
  try {
    const { selectionStart, selectionEnd } = field;
    if (selectionStart !== null && selectionEnd !== null) return { start: selectionStart, end: selectionEnd, known: true };
  } catch {
    // Some input types throw on selection access.
  }
  return { start: field.value.length, end: field.value.length, known: false };
}

function moveCaret(field: TextField, position: number, known: boolean): void {
  if (!known) return;
  try {
    field.setSelectionRange(position, position);
  } catch {
    // Types without a caret.
  }
}

/** Types `text` at the caret, replacing any selection, within the field's maxlength. */
export function insertText(field: TextField, text: string): void {
  const { start, end, known } = selectionOf(field);
  const value = field.value;
  let inserted = text;
  if (field.maxLength >= 0) inserted = Array.from(inserted).slice(0, Math.max(0, field.maxLength - (value.length - (end - start)))).join('');
  if (!inserted && start === end) return;
  setFieldValue(field, value.slice(0, start) + inserted + value.slice(end));
  moveCaret(field, start + inserted.length, known);
}

/** Deletes the selection, or the character before the caret (a whole emoji or supplementary character). */
export function deleteBackward(field: TextField): void {
  const { start, end, known } = selectionOf(field);
  const value = field.value;
  if (start !== end) {
    setFieldValue(field, value.slice(0, start) + value.slice(end));
    moveCaret(field, start, known);
    return;
  }
  if (start === 0) return;
  const before = Array.from(value.slice(0, start));
  before.pop();
  const kept = before.join('');
  setFieldValue(field, kept + value.slice(start));
  moveCaret(field, kept.length, known);
}

/**
 * Enter: a new line in a text area; in a one-line field, the same Enter the page would get from a keyboard (its own
 * handlers first), then the form's submission as a real Enter would do.
 */
export function pressEnter(field: TextField): void {
  if (field instanceof HTMLTextAreaElement) {
    insertText(field, '\n');
    return;
  }
  const event = new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true });
  if (field.dispatchEvent(event) && field.form) field.form.requestSubmit();
}
