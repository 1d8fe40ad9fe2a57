import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deleteBackward, insertText, isTextField, pressEnter } from './edit-field';

/** A React-controlled field, as every form of the portal has. */
function Controlled({ onSubmit = () => {}, maxLength }: { onSubmit?: () => void; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="field" value={value} maxLength={maxLength} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="state">{value}</output>
    </form>
  );
}

describe('typing into React-controlled fields', () => {
  it('inserts at the caret and React sees every change', () => {
    render(<Controlled />);
    const field = screen.getByLabelText<HTMLInputElement>('field');
    insertText(field, 'hello');
    expect(screen.getByTestId('state')).toHaveTextContent('hello');
    field.setSelectionRange(0, 0);
    insertText(field, '¡');
    expect(field.value).toBe('¡hello');
    expect(field.selectionStart).toBe(1);
    field.setSelectionRange(1, 6);
    insertText(field, '你好');
    expect(screen.getByTestId('state')).toHaveTextContent('¡你好');
  });

  it('deletes the selection or one character before the caret, whole emoji included', () => {
    render(<Controlled />);
    const field = screen.getByLabelText<HTMLInputElement>('field');
    insertText(field, 'a😀');
    deleteBackward(field);
    expect(screen.getByTestId('state')).toHaveTextContent(/^a$/);
    deleteBackward(field);
    deleteBackward(field);
    expect(field.value).toBe('');
  });

  it('keeps within maxlength', () => {
    render(<Controlled maxLength={3} />);
    const field = screen.getByLabelText<HTMLInputElement>('field');
    insertText(field, 'abcdef');
    expect(field.value).toBe('abc');
  });

  it('Enter submits the form as a real Enter does', () => {
    const onSubmit = vi.fn();
    render(<Controlled onSubmit={onSubmit} />);
    const field = screen.getByLabelText<HTMLInputElement>('field');
    // jsdom lacks requestSubmit on forms in some versions: the real browser path is covered end to end.
    field.form!.requestSubmit = () => field.form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    pressEnter(field);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('knows which elements take text', () => {
    render(
      <div>
        <input aria-label="t" />
        <input aria-label="e" type="email" />
        <input aria-label="c" type="checkbox" />
        <input aria-label="r" readOnly />
        <textarea aria-label="a" />
      </div>,
    );
    expect(['t', 'e', 'a'].every((name) => isTextField(screen.getByLabelText(name)))).toBe(true);
    expect(['c', 'r'].some((name) => isTextField(screen.getByLabelText(name)))).toBe(false);
  });
});
