import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Files share one window (vite.config.ts, project unit): each starts with nothing stored by the file before.
beforeAll(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
