import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Field, Flex, Grid, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FormFailure } from '@/lib/account/form-failure';
import type { Page } from '@/lib/http/page';
import { LOCALE_TAG, type Language } from '@/lib/i18n/languages';
import type { ResourceStatus } from '@/lib/resource';
import { CONTENT_LANGUAGES, type Trilingual } from '../api/content-api';
import type { MediaAsset } from '../api/media-api';
import { ConsoleOutcome } from './console-outcome';
import { StateBox } from './console-list-states';

export interface MediaLibraryViewProps {
  uiLanguage: Language;
  status: ResourceStatus;
  page: Page<MediaAsset> | undefined;
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** Pick mode (from an image field): each image offers "use this image". */
  onPick?: (asset: MediaAsset) => void;
  /** Edit mode: each image's alternative text can be changed. */
  onSaveAlt?: (assetNo: string, alt: Trilingual) => void;
  alt?: { pending: string | null; failure: { assetNo: string; failure: FormFailure } | null; saved: string | null };
}

function AltEditor({ asset, pending, failure, saved, onSave }: { asset: MediaAsset; pending: boolean; failure: FormFailure | null; saved: boolean; onSave: (alt: Trilingual) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [alt, setAlt] = useState<Trilingual>(asset.alt);
  const [open, setOpen] = useState(false);
  const blank = CONTENT_LANGUAGES.some((language) => alt[language].trim() === '');
  if (!open) {
    return (
      <Stack gap="2">
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setOpen(true)} aria-describedby={`media-${asset.assetNo}-name`}>
          {t('console.media.alt.edit')}
        </Button>
        {saved ? <ConsoleOutcome success={{ messageId: 'console.media.alt.saved' }} testId={`media-alt-${asset.assetNo}`} /> : null}
      </Stack>
    );
  }
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSave({ EN: alt.EN.trim(), CN: alt.CN.trim(), TC: alt.TC.trim() });
      }}
    >
      <Stack gap="2">
        {CONTENT_LANGUAGES.map((language) => (
          <Field.Root key={language} required invalid={alt[language].trim() === ''}>
            <Field.Label fontSize="xs">{t('console.media.upload.alt', { language: t(`console.content.language.${language}`) })}</Field.Label>
            <Input
              size="sm"
              bg="bg"
              lang={LOCALE_TAG[language]}
              value={alt[language]}
              maxLength={300}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setAlt((current) => ({ ...current, [language]: value }));
              }}
            />
            {alt[language].trim() === '' ? (
              <Field.ErrorText color="red.700">{t('console.media.upload.problem.alt', { language: t(`console.content.language.${language}`) })}</Field.ErrorText>
            ) : null}
          </Field.Root>
        ))}
        <Flex gap="2">
          <Button type="submit" size="xs" colorPalette="brand" loading={pending} disabled={blank}>
            {t('console.media.alt.save')}
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
            {t('console.content.cancel')}
          </Button>
        </Flex>
        <ConsoleOutcome failure={failure} testId={`media-alt-${asset.assetNo}`} />
      </Stack>
    </chakra.form>
  );
}

/** The images of the library as a grid with a search; each shows its alternative text in the interface language. */
export function MediaLibraryView({ uiLanguage, status, page, q, onSearch, onPage, onRetry, onPick, onSaveAlt, alt }: MediaLibraryViewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState(q ?? '');
  const pageCount = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  let body: ReactNode;
  if (status === 'error' && !page) {
    body = (
      <StateBox role="alert">
        <Text mb="3" color="fg">
          {t('console.media.list.error')}
        </Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('console.retry')}
        </Button>
      </StateBox>
    );
  } else if (!page) {
    body = (
      <StateBox role="status">
        <Flex display="inline-flex" gap="2" align="center">
          <Spinner size="sm" aria-hidden="true" />
          {t('console.media.list.loading')}
        </Flex>
      </StateBox>
    );
  } else if (page.list.length === 0) {
    body = <StateBox role="status">{t(q ? 'console.media.list.emptyFiltered' : 'console.media.list.empty')}</StateBox>;
  } else {
    body = (
      <>
        <chakra.p role="status" srOnly>
          {status === 'loading' ? t('console.media.list.loading') : t('console.media.list.caption', { total: page.total, page: page.page, pages: pageCount })}
        </chakra.p>
        <Grid as="ul" listStyleType="none" templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="4" aria-busy={status === 'loading'} data-testid="media-grid">
          {page.list.map((asset) => (
            <Box as="li" key={asset.assetNo} bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="media-item">
              <chakra.img src={asset.url} alt={asset.alt[uiLanguage]} width={asset.width} height={asset.height} w="full" aspectRatio="4 / 3" objectFit="cover" bg="bg.subtle" loading="lazy" />
              <Stack gap="2" p="3" fontSize="sm">
                <Text fontWeight="semibold" id={`media-${asset.assetNo}-name`}>
                  {asset.assetNo}
                </Text>
                <Text color="fg.muted" lineClamp={2} id={`media-${asset.assetNo}-alt`}>
                  {asset.alt[uiLanguage]}
                </Text>
                <Text color="fg.muted" fontSize="xs">{`${asset.width} × ${asset.height}`}</Text>
                {onPick ? (
                  <Button size="sm" colorPalette="brand" onClick={() => onPick(asset)} aria-describedby={`media-${asset.assetNo}-name media-${asset.assetNo}-alt`} data-testid="media-pick">
                    {t('console.media.pick.button')}
                  </Button>
                ) : null}
                {onSaveAlt ? (
                  <AltEditor
                    key={JSON.stringify(asset.alt)}
                    asset={asset}
                    pending={alt?.pending === asset.assetNo}
                    failure={alt?.failure?.assetNo === asset.assetNo ? alt.failure.failure : null}
                    saved={alt?.saved === asset.assetNo}
                    onSave={(next) => onSaveAlt(asset.assetNo, next)}
                  />
                ) : null}
              </Stack>
            </Box>
          ))}
        </Grid>
        {pageCount > 1 ? (
          <Flex as="nav" aria-label={t('console.media.list.pages')} gap="2" justify="center" mt="4" align="center">
            <Button size="sm" variant="outline" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
              {t('console.media.list.previous')}
            </Button>
            <Text fontSize="sm">{t('console.media.list.pageOf', { page: page.page, pages: pageCount })}</Text>
            <Button size="sm" variant="outline" disabled={page.page >= pageCount} onClick={() => onPage(page.page + 1)}>
              {t('console.media.list.next')}
            </Button>
          </Flex>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="4" data-testid="media-library">
      <chakra.form
        role="search"
        aria-label={t('console.media.search.label')}
        display="flex"
        gap="2"
        alignItems="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.trim() || undefined);
        }}
      >
        <Field.Root maxW="sm">
          <Field.Label>{t('console.media.search.field')}</Field.Label>
          <Input type="search" bg="bg" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="brand">
          {t('console.media.search.submit')}
        </Button>
      </chakra.form>
      {body}
    </Stack>
  );
}
