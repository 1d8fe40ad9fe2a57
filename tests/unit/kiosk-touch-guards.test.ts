import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTouchGuards } from '../../kiosk/touch/touch-guards';

/** A touch event with this many fingers on the screen (jsdom has no Touch constructor: the list is what is read). */
function touchMove(fingers: number) {
  const event = new Event('touchmove', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: Array.from({ length: fingers }, () => ({})) });
  return event;
}

const fire = (target: EventTarget, event: Event) => {
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the kiosk touch guards', () => {
  let undo: () => void;
  let paragraph: HTMLParagraphElement;
  let field: HTMLInputElement;
  let button: HTMLButtonElement;

  beforeEach(() => {
    document.body.innerHTML = '<p>Some text</p><input value="mine"><div contenteditable="true">notes</div><button type="button">Go</button>';
    paragraph = document.querySelector('p')!;
    field = document.querySelector('input')!;
    button = document.querySelector('button')!;
    undo = installTouchGuards(document);
  });

  afterEach(() => {
    undo();
    document.body.innerHTML = '';
  });

  it('block the long-press context menu, anywhere', () => {
    expect(fire(paragraph, new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(field, new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('block text selection outside fields, and leave it in fields', () => {
    expect(fire(paragraph, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(field, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(document.querySelector('[contenteditable]')!, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
  });

  it('block pinch (two or more fingers moving) and gesture zoom, and let one finger scroll', () => {
    expect(fire(paragraph, touchMove(2))).toBe(true);
    expect(fire(paragraph, touchMove(3))).toBe(true);
    expect(fire(paragraph, new Event('gesturestart', { bubbles: true, cancelable: true }))).toBe(true);
    expect(fire(paragraph, touchMove(1))).toBe(false);
  });

  it('block dragging links or images out of the page', () => {
    expect(fire(paragraph, new Event('dragstart', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('let normal taps through: the button hears its click, nothing is prevented', () => {
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    for (const type of ['pointerdown', 'pointerup']) expect(fire(button, new Event(type, { bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(button, touchMove(0))).toBe(false);
    expect(fire(button, new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('are undone completely', () => {
    undo();
    expect(fire(paragraph, new MouseEvent('contextmenu', { bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(paragraph, new Event('selectstart', { bubbles: true, cancelable: true }))).toBe(false);
    expect(fire(paragraph, touchMove(2))).toBe(false);
    undo = () => {};
  });
});
