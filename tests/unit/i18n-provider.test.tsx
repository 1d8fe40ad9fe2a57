import { render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { applyDocumentLanguage } from '@/lib/i18n/load-messages';

function Show({ id }: { id: string }) {
  return <span data-testid="out">{useIntl().formatMessage({ id })}</span>;
}

describe('I18nProvider', () => {
  it('fills a missing id from the CN messages, loaded only then', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loadFallback = vi.fn(() => Promise.resolve({ 'only.cn': '只有中文' }));
    render(
      <I18nProvider language="EN" messages={{ 'app.title': 'Talent Portal' }} loadFallback={loadFallback}>
        <Show id="only.cn" />
      </I18nProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('out')).toHaveTextContent('只有中文'));
    expect(loadFallback).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('does not load anything when every id is present', () => {
    const loadFallback = vi.fn(() => Promise.resolve({}));
    render(
      <I18nProvider language="TC" messages={{ 'app.title': '人才服務門戶' }} loadFallback={loadFallback}>
        <Show id="app.title" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('out')).toHaveTextContent('人才服務門戶');
    expect(loadFallback).not.toHaveBeenCalled();
  });
});

describe('applyDocumentLanguage', () => {
  it.each([
    ['EN', 'en'],
    ['CN', 'zh-Hans'],
    ['TC', 'zh-Hant'],
  ] as const)('%s → <html lang="%s">', (language, tag) => {
    applyDocumentLanguage(language);
    expect(document.documentElement.lang).toBe(tag);
  });
});
