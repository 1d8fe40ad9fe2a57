import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box, ChakraProvider, Flex } from '@chakra-ui/react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageShell } from '@/components/layout/page-shell';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import { loadMessages, type Messages } from '@/lib/i18n/load-messages';
import { KioskModeContext, type KioskMode } from '@/lib/kiosk/kiosk-mode';
import { kioskSystem } from '@/theme/kiosk-density';
import type { ContentPreview } from '../api/content-api';
import { RawPreview, usePreviewPage } from './preview-sections';

export const PREVIEW_WIDTHS = ['desktop', 'mobile', 'kiosk'] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** The frame sizes the preview shows: a laptop, a phone, the service-hall kiosk (portrait). */
export const PREVIEW_SIZES: Record<PreviewWidth, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
  kiosk: { width: 1080, height: 1920 },
};

const PREVIEW_KIOSK: KioskMode = { deviceId: 'console-preview', publicUrl: (path) => path };

/**
 * A kiosk preview's document is a kiosk document: `data-kiosk` on <html> turns on the design system's kiosk density
 * (src/theme/kiosk-density.ts), whose system the frame renders with.
 */
function useKioskDocument(kiosk: boolean) {
  useLayoutEffect(() => {
    if (!kiosk) return;
    const root = document.documentElement;
    root.setAttribute('data-kiosk', '');
    return () => root.removeAttribute('data-kiosk');
  }, [kiosk]);
}

/** The public messages of the previewed language (not the console's interface language). */
function usePublicMessages(language: Language): Messages | null {
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(language).then((messages) => current && setLoaded({ language, messages }));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.messages : null;
}

/** A preview is for looking: links inside it do not leave the draft. */
function stayOnPreview(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}

function PreviewPageBody({ preview, language, rawNote }: { preview: ContentPreview; language: Language; rawNote: string }) {
  const page = usePreviewPage(preview.section, preview.data, language);
  if (page) {
    return (
      <PageShell title={page.title} breadcrumbs={page.breadcrumbs}>
        <Suspense fallback={<Box minH="50vh" aria-busy="true" />}>{page.body}</Suspense>
      </PageShell>
    );
  }
  return (
    <PageShell title={preview.route}>
      <RawPreview data={preview.data} note={rawNote} />
    </PageShell>
  );
}

export interface PreviewFrameProps {
  preview: ContentPreview;
  language: Language;
  width: PreviewWidth;
  /** The public messages, when given (stories); otherwise loaded for the language. */
  messages?: Messages;
}

/**
 * The draft inside the public layout, in the previewed language: the site's header and footer around the section's
 * own page components, with the kiosk's density on a kiosk width.
 */
export function PreviewFrame({ preview, language, width, messages: given }: PreviewFrameProps) {
  // Worded by the console (its messages are not among the public ones the frame switches to).
  const rawNote = useIntl().formatMessage({ id: 'console.preview.raw' });
  const loaded = usePublicMessages(language);
  const messages = given ?? loaded;
  const kiosk = width === 'kiosk';
  useKioskDocument(kiosk);
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAG[language];
  }, [language]);
  // The header of the width previewed, whatever device the editor previews on (a tablet's agent would say mobile).
  const header = useMemo(
    () => ({ language, user: null, onLanguageChange: () => {}, onLogin: () => {}, isMobile: width === 'mobile', variant: 'solid' as const }),
    [language, width],
  );
  if (!messages) return <Box minH="100dvh" aria-busy="true" />;
  const page = (
    <I18nProvider language={language} messages={messages}>
      <KioskModeContext.Provider value={kiosk ? PREVIEW_KIOSK : null}>
        <Flex direction="column" minH="100dvh" onClickCapture={stayOnPreview} data-testid="preview-frame" data-section={preview.section}>
          <Header {...header} />
          <PreviewPageBody preview={preview} language={language} rawNote={rawNote} />
          <Footer language={language} />
        </Flex>
      </KioskModeContext.Provider>
    </I18nProvider>
  );
  return kiosk ? <ChakraProvider value={kioskSystem()}>{page}</ChakraProvider> : page;
}
