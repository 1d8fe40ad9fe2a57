import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED_LINK_EVENT, preventNewWindows } from './new-window-guard';

let remove: (() => void) | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
  document.body.innerHTML = '';
});

function link(attributes: Record<string, string>) {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'link';
  document.body.append(anchor);
  return anchor;
}

/** Clicks like a finger and reports whether the browser would have followed the link. */
function clickFollows(element: HTMLElement) {
  let follows = false;
  // Read after the guard's capture listener, then stop jsdom from trying to navigate.
  const settle = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', settle, { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  return follows;
}

describe('the kiosk new-window guard', () => {
  it('makes window.open open nothing and announces the address', () => {
    const opened = vi.fn();
    const original = window.open;
    window.open = opened as never;
    remove = preventNewWindows(window);
    const announced = vi.fn();
    window.addEventListener(BLOCKED_LINK_EVENT, (e) => announced((e as CustomEvent<string>).detail), { once: true });
    expect(window.open('https://example.com/', '_blank')).toBeNull();
    expect(opened).not.toHaveBeenCalled();
    expect(announced).toHaveBeenCalledWith('https://example.com/');
    remove();
    remove = undefined;
    expect(window.open).toBe(opened);
    window.open = original;
  });

  it('stops links to other origins, new tabs and downloads, and lets the kiosk own links through', () => {
    remove = preventNewWindows(window);
    expect(clickFollows(link({ href: 'https://partner.example.org/' }))).toBe(false);
    expect(clickFollows(link({ href: '/events', target: '_blank' }))).toBe(false);
    expect(clickFollows(link({ href: '/api/content/events/1.ics', download: '' }))).toBe(false);
    expect(clickFollows(link({ href: 'mailto:hub@example.org' }))).toBe(false);
    expect(clickFollows(link({ href: '/events' }))).toBe(true);
    expect(clickFollows(link({ href: `${window.location.origin}/jobs`, target: '_self' }))).toBe(true);
  });

  it('stops a click on something inside a foreign link, and forms that post elsewhere', () => {
    remove = preventNewWindows(window);
    const inner = document.createElement('span');
    link({ href: 'https://partner.example.org/' }).append(inner);
    expect(clickFollows(inner)).toBe(false);
    const form = document.createElement('form');
    form.action = 'https://partner.example.org/apply';
    document.body.append(form);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
