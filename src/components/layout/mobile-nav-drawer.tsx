import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { MenuIcon } from '@/components/ui/icons';

// The drawer (dialog machine, focus trap, scroll lock) is only needed once someone opens the menu.
const MobileNavPanel = lazy(() => import('./mobile-nav-panel').then((m) => ({ default: m.MobileNavPanel })));

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  tone?: 'light' | 'dark';
}

/** The hamburger button below 860 px and the side menu it opens: the header's items and the language options. */
export function MobileNavDrawer({ open, onOpenChange, language, onLanguageChange, tone = 'dark' }: MobileNavDrawerProps) {
  const intl = useIntl();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);

  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label={intl.formatMessage({ id: 'header.menu.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        color={tone === 'light' ? 'white' : 'fg'}
        _hover={{ bg: tone === 'light' ? 'whiteAlpha.200' : 'brand.subtle' }}
        onClick={() => onOpenChange(true)}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </IconButton>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileNavPanel
            open={open}
            onOpenChange={onOpenChange}
            language={language}
            onLanguageChange={onLanguageChange}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
