import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store/make-store';

const store = makeStore();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <main>Talent portal</main>
    </AppProviders>
  </StrictMode>,
);
