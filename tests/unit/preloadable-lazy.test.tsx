import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from '@/lib/chunk-load';

function later<T>(value: T, ms = 20): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded component at once: no fallback is ever shown', async () => {
    const factory = vi.fn(() => later({ default: Greeting }));
    const { Component, preload } = preloadableLazy(factory);
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="kiosk" />
      </Suspense>,
    );
    expect(screen.getByText('hello kiosk')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('without a preload it suspends like React.lazy, then renders; the module is loaded once', async () => {
    const factory = vi.fn(() => later({ default: Greeting }));
    const { Component, preload } = preloadableLazy(factory);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="web" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello web')).toBeInTheDocument();
    await preload();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('a preload that fails rejects with a ChunkLoadError', async () => {
    const { preload } = preloadableLazy(() => Promise.resolve({ default: undefined as never }));
    await expect(preload()).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });
});
