import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { Language } from '@/lib/i18n/languages';
import { CONTENT_LANGUAGES } from '../api/content-api';
import { PREVIEW_SIZES, PREVIEW_WIDTHS, type PreviewWidth } from './preview-frame';

export interface PreviewViewportProps {
  documentNo: string;
  language: Language;
  width: PreviewWidth;
  /** The frame's address (the frame route, same origin: it uses the editor's session). */
  frameSrc: string;
  onLanguage: (language: Language) => void;
  onWidth: (width: PreviewWidth) => void;
}

/** The space the frame has, to scale it down to fit (never up). */
function useAvailableWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * The draft at a real device width (1280 / 390 / 1080 × 1920), in an iframe scaled to fit the console, with a
 * language and a width switch. The frame itself renders the public page; this only sizes and frames it.
 */
export function PreviewViewport({ documentNo, language, width, frameSrc, onLanguage, onWidth }: PreviewViewportProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const size = PREVIEW_SIZES[width];
  const [measure, available] = useAvailableWidth();
  const scale = available > 0 ? Math.min(1, available / size.width) : 1;
  const [reloads, setReloads] = useState(0);

  return (
    <Box data-testid="preview-viewport">
      <Flex gap="4" wrap="wrap" align="center" mb="4">
        <Flex role="group" aria-label={t('console.preview.language')} gap="1">
          {CONTENT_LANGUAGES.map((code) => (
            <Button key={code} size="sm" colorPalette="brand" variant={code === language ? 'solid' : 'outline'} aria-pressed={code === language} onClick={() => onLanguage(code)}>
              {t(`console.content.language.${code}`)}
            </Button>
          ))}
        </Flex>
        <Flex role="group" aria-label={t('console.preview.width')} gap="1">
          {PREVIEW_WIDTHS.map((code) => (
            <Button key={code} size="sm" colorPalette="brand" variant={code === width ? 'solid' : 'outline'} aria-pressed={code === width} onClick={() => onWidth(code)}>
              {t(`console.preview.widths.${code}`)}
            </Button>
          ))}
        </Flex>
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => setReloads((count) => count + 1)}>
          {t('console.preview.reload')}
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="2" data-testid="preview-size">
        {t('console.preview.size', { width: size.width, height: size.height, percent: Math.round(scale * 100) })}
      </Text>
      <Box ref={measure} w="full">
        <Box
          h={`${Math.ceil(size.height * scale)}px`}
          w={`${Math.ceil(size.width * scale)}px`}
          overflow="hidden"
          borderWidth="1px"
          borderRadius="md"
          bg="bg"
          boxShadow="sm"
        >
          <iframe
            key={`${frameSrc}|${reloads}`}
            src={frameSrc}
            title={t('console.preview.frameTitle', { documentNo, language, width: t(`console.preview.widths.${width}`) })}
            width={size.width}
            height={size.height}
            style={{ border: 0, transform: `scale(${scale})`, transformOrigin: 'top left', display: 'block' }}
            data-testid="preview-iframe"
            data-width={width}
          />
        </Box>
      </Box>
    </Box>
  );
}
