import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useKioskHandOff } from '@/components/ui/kiosk-hand-off';

export interface ReportActionsProps {
  /** The report's PDF, made on the server in the page's language. */
  pdfHref: string;
  /** The share link in full; null until the browser knows its own address (never during the server render). */
  shareUrl: string | null;
  /** The share link's last day, already formatted. */
  shareUntil: string;
  onPrint: () => void;
  onStartAgain: () => void;
  /** Copies a text to the clipboard; resolves false when the browser refused. */
  copy?: (text: string) => Promise<boolean>;
}

async function clipboardCopy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

const primary = { bg: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.700' } } as const;

/**
 * Print, download the PDF, copy the share link (its end date beside it) and start again. None of it is printed; when
 * the clipboard refuses, the link is shown selected, to copy by hand.
 */
export function ReportActions({ pdfHref, shareUrl, shareUntil, onPrint, onStartAgain, copy = clipboardCopy }: ReportActionsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const pdfHandOff = useKioskHandOff(t('report.actions.pdf'));
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  return (
    <Box as="section" aria-label={t('report.actions.label')} borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-print="hide" data-testid="report-actions">
      <Flex gap="3" wrap="wrap">
        <Button {...primary} onClick={onPrint} data-testid="report-print">
          {t('report.actions.print')}
        </Button>
        {pdfHandOff ? (
          // A kiosk keeps no files: the PDF is downloaded on the visitor's phone.
          <Button variant="outline" aria-haspopup="dialog" onClick={pdfHandOff.open} data-testid="report-pdf">
            {t('report.actions.pdf')}
          </Button>
        ) : (
          <Button asChild variant="outline">
            <a href={pdfHref} download data-testid="report-pdf">
              {t('report.actions.pdf')}
            </a>
          </Button>
        )}
        {pdfHandOff?.dialog}
        <Button
          variant="outline"
          disabled={shareUrl === null}
          data-testid="report-copy-link"
          onClick={() => {
            if (shareUrl === null) return;
            void copy(shareUrl).then((done) => setCopyState(done ? 'copied' : 'failed'));
          }}
        >
          {t('report.actions.copyLink')}
        </Button>
        <Button variant="ghost" onClick={onStartAgain} data-testid="report-start-again">
          {t('report.actions.startAgain')}
        </Button>
      </Flex>
      <Text mt="3" fontSize="sm" data-testid="report-share-until">
        {intl.formatMessage({ id: 'report.actions.shareUntil' }, { date: shareUntil })}
      </Text>
      <Text role="status" fontSize="sm" fontWeight="semibold" color="green.800" mt={copyState === 'copied' ? '1' : '0'} data-testid="report-copy-status">
        {copyState === 'copied' ? t('report.actions.copied') : ''}
      </Text>
      {copyState === 'failed' && shareUrl ? (
        <Box mt="2">
          <chakra.label htmlFor="report-share-url" display="block" fontSize="sm" mb="1">
            {t('report.actions.copyByHand')}
          </chakra.label>
          <Input
            id="report-share-url"
            readOnly
            value={shareUrl}
            bg="bg"
            onFocus={(event) => event.currentTarget.select()}
            ref={(element: HTMLInputElement | null) => element?.select()}
          />
        </Box>
      ) : null}
    </Box>
  );
}
