import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type RootState } from '@/app/store/make-store';
import { useHeaderProps } from '@/app/layouts/use-header-props';
import { languageSwitchRequested } from '@/features/language/store/language-slice';
import { authRoutes, pageRoutes } from '@/lib/routes';

function setup(path: string, preloaded?: Partial<RootState>, basename?: string) {
  const store = makeStore(preloaded, { runSagas: false });
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: unknown) => {
    dispatched.push(action);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  const open = vi.fn();
  let props: ReturnType<typeof useHeaderProps> | undefined;
  function Probe() {
    props = useHeaderProps(open);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [basename ? `${basename}${path}` : path],
    ...(basename ? { basename } : {}),
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { props: () => props!, open, dispatched };
}

describe('useHeaderProps', () => {
  it('visitor: login opens /auth/login in a new tab without opener', () => {
    const { props, open } = setup(pageRoutes.events);
    expect(props().user).toBeNull();
    act(() => props().onLogin());
    expect(open).toHaveBeenCalledWith(authRoutes.login, '_blank', 'noopener,noreferrer');
  });

  it('kiosk: the login tab keeps the /kiosk basename', () => {
    const { props, open } = setup(pageRoutes.events, undefined, '/kiosk');
    act(() => props().onLogin());
    expect(open).toHaveBeenCalledWith(`/kiosk${authRoutes.login}`, '_blank', 'noopener,noreferrer');
  });

  it('logged in: exposes the first name only', () => {
    const { props } = setup(pageRoutes.events, { session: { token: 't', user: { firstName: 'Ada', permissions: ['a'] } } });
    expect(props().user).toEqual({ firstName: 'Ada' });
  });

  it('language switch dispatches languageSwitchRequested', () => {
    const { props, dispatched } = setup(pageRoutes.events);
    act(() => void props().onLanguageChange('TC'));
    expect(dispatched).toContainEqual(languageSwitchRequested('TC'));
  });

  it('home: transparent overlay header until scrolled; other pages solid', () => {
    expect(setup(pageRoutes.home).props()).toMatchObject({ variant: 'transparent', overlay: true });
    expect(setup(pageRoutes.about).props()).toMatchObject({ variant: 'solid', overlay: false });
  });
});
