import { useCallback } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { languageSwitchRequested, selectLanguage } from '@/features/language/store/language-slice';
import { selectUser } from '@/features/auth/store/session-slice';
import { authRoutes, pageRoutes } from '@/lib/routes';
import type { Language } from '@/lib/i18n/languages';
import { useIsMobile } from '@/lib/layout/use-is-mobile';
import { useScrolledPastViewport } from '@/lib/layout/use-scrolled-past-viewport';
import { openInNewTab } from '@/lib/layout/open-in-new-tab';
import { useKioskMode } from '@/lib/kiosk/kiosk-mode';

/** Everything the presentational Header needs, from the store, the router and the viewport. */
export function useHeaderProps(open?: typeof window.open) {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  // useHref keeps the router's basename (/kiosk) in the new tab's address.
  const loginHref = useHref(authRoutes.login);
  const isHome = pathname === pageRoutes.home;
  const scrolledPast = useScrolledPastViewport(isHome);
  const isMobile = useIsMobile();
  const kiosk = useKioskMode();
  const navigate = useNavigate();

  const onLanguageChange = useCallback((next: Language) => dispatch(languageSwitchRequested(next)), [dispatch]);
  // A kiosk has one window: the login page opens in it (and says the screen is shared).
  const onLogin = useCallback(() => (kiosk ? void navigate(authRoutes.login) : openInNewTab(loginHref, open)), [kiosk, navigate, loginHref, open]);

  return {
    language,
    user: user ? { firstName: user.firstName } : null,
    onLanguageChange,
    onLogin,
    isMobile,
    overlay: isHome,
    variant: isHome && !scrolledPast ? ('transparent' as const) : ('solid' as const),
  };
}
