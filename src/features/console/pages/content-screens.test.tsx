import type { AxiosAdapter } from 'axios';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient } from '@/lib/http/http-client';
import { renderApp } from '../../../../tests/unit/render-app';
import type { EditorDocument, SectionInfo } from '../api/content-api';

/*
 * The editors' screens in the real route tree, store and providers (the console's chunk, store and messages load as
 * in the browser), with the server's answers given at the HTTP adapter in the shapes of the shared contract.
 */

const LOAD = { timeout: 20_000 };
const SLOW = { timeout: 40_000 };

let answers: Record<string, (body: unknown) => { status: number; data: unknown }> = {};
let sent: { key: string; body: unknown }[] = [];
const previous = httpClient.defaults.adapter;
const adapter: AxiosAdapter = async (config) => {
  const key = `${config.method?.toUpperCase()} ${(config.url ?? '').split('?')[0]}`;
  const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
  sent.push({ key, body });
  const answer = answers[key]?.(body) ?? { status: 404, data: { code: 404, message: 'Not here', data: null } };
  return { ...answer, statusText: '', headers: {}, config, request: {} };
};
const ok = (data: unknown) => () => ({ status: 200, data: { code: 0, message: 'success', data } });

const lang = (status: 'missing' | 'draft' | 'published') => ({ status, changed: false, machineDrafted: false });
const sections: SectionInfo[] = [
  {
    section: 'event',
    label: { EN: 'Events', CN: '活动', TC: '活動' },
    canEdit: true,
    fields: [
      { path: 'category', localized: false, kind: 'enum', required: true, options: ['forum', 'fair'], label: { EN: 'Category', CN: '类别', TC: '類別' } },
      { path: 'title', localized: true, kind: 'text', required: true, label: { EN: 'Title', CN: '标题', TC: '標題' } },
    ],
  },
  { section: 'job', label: { EN: 'Jobs', CN: '职位', TC: '職位' }, canEdit: false, fields: [] },
];
const doc = (over: Partial<EditorDocument> = {}): EditorDocument => ({
  documentNo: 'EVT-0040',
  section: 'event',
  version: 1,
  shared: {},
  translations: {},
  languages: { EN: lang('missing'), CN: lang('missing'), TC: lang('missing') },
  fallback: {},
  machineDrafted: {},
  schedule: [],
  ...over,
});

beforeEach(() => {
  answers = {
    'GET /api/console/me': ok({ roles: ['editor:event'], admin: false, enterprises: [], editorSections: ['event'] }),
    'GET /api/console/content/sections': ok(sections),
  };
  sent = [];
  httpClient.defaults.adapter = adapter;
});
afterEach(() => {
  httpClient.defaults.adapter = previous;
});

const signedIn = () => {
  sessionStorage.setItem('token', 't');
  return { session: { token: 't', user: { firstName: 'Ada', permissions: ['editor:event'] } } };
};

describe('the editors’ screens', SLOW, () => {
  it('lists the documents of a section the caller may edit, and opens a new one in the editor', async () => {
    answers['GET /api/console/content'] = ok({
      list: [{ documentNo: 'EVT-0001', section: 'event', title: 'Talent Forum', languages: { EN: lang('published'), CN: lang('published'), TC: lang('draft') }, updatedAt: '2026-11-20T01:00:00.000Z', updatedBy: 'Ben', version: 3 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    answers['POST /api/console/content'] = ok(doc());
    answers['GET /api/console/content/EVT-0040'] = ok(doc());
    answers['GET /api/console/content/EVT-0040/revisions'] = ok([]);
    const { router } = renderApp('/console/content', { preloaded: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' }, LOAD)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Talent Forum/ }, LOAD);
    expect(within(row).getByText('TC · draft')).toBeInTheDocument();
    // Jobs are not the caller's to edit: not offered.
    expect(within(screen.getByRole('combobox', { name: 'Section' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Events']);
    expect(sent.find((call) => call.key === 'GET /api/console/content')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New document in Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/content/EVT-0040'), LOAD);
    expect(sent.find((call) => call.key === 'POST /api/console/content')?.body).toEqual({ section: 'event' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit EVT-0040' }, LOAD)).toBeInTheDocument();
  });

  it('saves with the version it was based on, and on a 409 shows who changed what while keeping the text typed', async () => {
    answers['GET /api/console/content/EVT-0040'] = ok(doc({ translations: { CN: { title: '论坛' } } }));
    answers['GET /api/console/content/EVT-0040/revisions'] = ok([]);
    answers['PUT /api/console/content/EVT-0040'] = () => ({
      status: 409,
      data: {
        code: 40900,
        message: 'Someone else saved this document first.',
        data: { current: doc({ version: 2, translations: { CN: { title: '人才论坛' } } }), changedBy: 'Ben Wong', diff: [{ path: 'title', language: 'CN', before: '论坛', after: '人才论坛' }] },
      },
    });
    renderApp('/console/content/EVT-0040', { preloaded: signedIn() });
    const title = await screen.findByRole('textbox', { name: /Title \(CN\)/ }, LOAD);
    fireEvent.change(title, { target: { value: '我的论坛' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const panel = await screen.findByTestId('content-conflict', undefined, LOAD);
    expect(within(panel).getByText('Ben Wong saved this document while you were editing it')).toBeInTheDocument();
    expect(within(panel).getByText('人才论坛')).toBeInTheDocument();
    expect(sent.find((call) => call.key === 'PUT /api/console/content/EVT-0040')?.body).toEqual({ version: 1, shared: {}, translations: { CN: { title: '我的论坛' } } });
    expect(title).toHaveValue('我的论坛');

    fireEvent.click(within(panel).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title \(CN\)/ })).toHaveValue('人才论坛'));
    expect(within(screen.getByTestId('content-conflict-mine')).getByText('我的论坛')).toBeInTheDocument();
  });

  it('renders the preview frame as the public page in the chosen language, kiosk density on, without the console bar', async () => {
    answers['GET /api/console/content/EVT-0040/preview'] = ok({
      section: 'event',
      route: '/pages/events/detail?documentNo=EVT-0040',
      data: {
        documentNo: 'EVT-0040',
        title: '人才論壇',
        summary: '摘要',
        body: '正文',
        banner: '/content/events/talent-forum.jpg',
        location: '前海',
        address: '前海大道',
        organiser: '人才局',
        mapQuery: '前海',
        tags: [],
        state: 'upcoming',
        startsAt: '2026-12-01T01:30:00.000Z',
        endsAt: '2026-12-01T04:30:00.000Z',
        timeZone: 'Asia/Shanghai',
        category: 'forum',
        talent_category: [],
        language: 'TC',
        updatedAt: '2026-11-20T01:00:00.000Z',
      },
    });
    renderApp('/console/preview/EVT-0040/frame?language=TC&width=kiosk', { preloaded: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: '人才論壇' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByTestId('event-detail', {}, LOAD)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-kiosk');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
    expect(sent.find((call) => call.key === 'GET /api/console/content/EVT-0040/preview')).toBeTruthy();
  });

  it('names the fields the draft still lacks when the preview is refused for them (422)', async () => {
    answers['GET /api/console/content/sections'] = ok(sections);
    answers['GET /api/console/content/EVT-0041/preview'] = () => ({
      status: 422,
      data: { code: 42260, message: 'Some required fields are empty.', data: { errors: [{ language: 'CN', path: 'title', message: 'Required.' }] } },
    });
    renderApp('/console/preview/EVT-0041/frame?language=EN&width=desktop', { preloaded: signedIn() });
    const problems = await screen.findByTestId('preview-problems', {}, LOAD);
    expect(problems).toHaveTextContent('No preview yet: 1 field is needed first');
    await waitFor(() => expect(problems).toHaveTextContent('CN · Title: Required.'));
  });

  it('lists the media library', async () => {
    answers['GET /api/console/media'] = ok({
      list: [{ assetNo: 'MED-0001', width: 1600, height: 900, alt: { EN: 'The hall', CN: '大厅', TC: '大堂' }, url: '/media/MED-0001/1600.jpg', sources: [], createdAt: '2026-11-20T01:00:00.000Z' }],
      total: 1,
      page: 1,
      pageSize: 24,
    });
    renderApp('/console/media', { preloaded: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Media library' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'The hall' }, LOAD)).toHaveAttribute('src', '/media/MED-0001/1600.jpg');
  });
});
