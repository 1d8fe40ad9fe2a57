import { describe, expect, it } from 'vitest';
import type { FieldSpec } from './api/content-api';
import {
  changesOf,
  chinaInputToFieldValue,
  chinaInputToInstant,
  contentQueryOf,
  contentScreenOf,
  errorsByField,
  fallsBack,
  fieldValue,
  instantToChinaInput,
  linesToList,
  mediaFileProblem,
  valueAt,
  withFieldValue,
  withValueAt,
  type DraftValues,
} from './content-rules';

const spec = (path: string, localized = true): FieldSpec => ({
  path,
  localized,
  kind: 'text',
  required: true,
  label: { EN: path, CN: path, TC: path },
});

describe('fields by dotted path', () => {
  it('reads nested values and answers undefined for a missing step or a non-object on the way', () => {
    const target = { fields: { location: 'Hall A' }, list: ['x'] };
    expect(valueAt(target, 'fields.location')).toBe('Hall A');
    expect(valueAt(target, 'fields.nowhere.deeper')).toBeUndefined();
    expect(valueAt(target, 'list.0')).toBeUndefined();
    expect(valueAt(undefined, 'title')).toBeUndefined();
  });

  it('writes a copy, creating objects on the way and leaving the original untouched; undefined removes the key', () => {
    const original = { fields: { location: 'Hall A', room: '1' } };
    const next = withValueAt(original, 'fields.location', 'Hall B');
    expect(next).toEqual({ fields: { location: 'Hall B', room: '1' } });
    expect(original.fields.location).toBe('Hall A');
    expect(withValueAt({}, 'attributes.poster', '/content/a.jpg')).toEqual({ attributes: { poster: '/content/a.jpg' } });
    expect(withValueAt(original, 'fields.room', undefined)).toEqual({ fields: { location: 'Hall A' } });
  });

  it('puts a localized field in its language and a common one in the shared part', () => {
    let draft: DraftValues = { shared: {}, translations: { CN: { title: '活动' } } };
    draft = withFieldValue(draft, spec('title'), 'TC', '活動');
    draft = withFieldValue(draft, spec('startsAt', false), 'EN', '2026-12-01T09:00:00+08:00');
    expect(draft).toEqual({ shared: { startsAt: '2026-12-01T09:00:00+08:00' }, translations: { CN: { title: '活动' }, TC: { title: '活動' } } });
    expect(fieldValue(draft, spec('startsAt', false), 'TC')).toBe('2026-12-01T09:00:00+08:00');
  });
});

describe('falling back to CN', () => {
  const draft = { shared: {}, translations: { CN: { title: '活动', summary: '' }, EN: { title: '  ' } } };
  it('marks a blank field of another language when CN has text there, never CN itself or a common field', () => {
    expect(fallsBack(draft, spec('title'), 'EN')).toBe(true);
    expect(fallsBack(draft, spec('title'), 'TC')).toBe(true);
    expect(fallsBack(draft, spec('title'), 'CN')).toBe(false);
    // Nothing to fall back to: CN is blank too.
    expect(fallsBack(draft, spec('summary'), 'EN')).toBe(false);
    expect(fallsBack(draft, spec('title', false), 'EN')).toBe(false);
  });
});

describe('China time', () => {
  it('reads a datetime-local value as UTC+8 whatever the browser zone, and shows an instant back in China time', () => {
    expect(chinaInputToInstant('2026-12-01T09:30')).toBe('2026-12-01T01:30:00.000Z');
    expect(chinaInputToInstant('2027-01-01T02:00')).toBe('2026-12-31T18:00:00.000Z');
    expect(instantToChinaInput('2026-12-31T18:00:00.000Z')).toBe('2027-01-01T02:00');
    expect(instantToChinaInput('2026-12-01T09:30:00+08:00')).toBe('2026-12-01T09:30');
    expect(chinaInputToFieldValue('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+08:00');
  });

  it('refuses times that do not exist or are not whole', () => {
    expect(chinaInputToInstant('2026-02-30T09:00')).toBeNull();
    expect(chinaInputToInstant('2026-12-01T24:00')).toBeNull();
    expect(chinaInputToInstant('2026-12-01')).toBeNull();
    expect(chinaInputToFieldValue('')).toBeUndefined();
    expect(instantToChinaInput('not a time')).toBe('');
    expect(instantToChinaInput(42)).toBe('');
  });
});

describe('the list URL', () => {
  it('keeps a section the caller may edit, else takes their first; drops unusable filters and pages', () => {
    const params = new URLSearchParams('section=benefit&q=%20forum%20&status=published&page=3');
    expect(contentQueryOf(params, ['event', 'benefit'])).toEqual({ section: 'benefit', q: 'forum', status: 'published', page: 3 });
    expect(contentQueryOf(new URLSearchParams('section=benefit&status=gone&page=-1'), ['event'])).toEqual({
      section: 'event',
      q: undefined,
      status: undefined,
      page: 1,
    });
    expect(contentQueryOf(new URLSearchParams(), [])).toBeNull();
  });
});

describe('the screens by path', () => {
  it.each([
    ['/console/content', { screen: 'list' }],
    ['/console/content/', { screen: 'list' }],
    ['/console/media', { screen: 'media' }],
    ['/console/content/EVT-0001', { screen: 'editor', documentNo: 'EVT-0001' }],
    ['/console/preview/BEN-2026-0003', { screen: 'preview', documentNo: 'BEN-2026-0003' }],
    ['/console/preview/EVT-0001/frame', { screen: 'frame', documentNo: 'EVT-0001' }],
  ])('%s', (path, expected) => {
    expect(contentScreenOf(path)).toEqual(expected);
  });

  it.each(['/console/applications', '/console/content/EVT-0001/frame', '/console/content/a%2Fb', '/console/content/%E0%A4%A', '/content/EVT-0001'])(
    'is not one of them: %s',
    (path) => expect(contentScreenOf(path)).toBeNull(),
  );
});

describe('before a request', () => {
  it('checks an image as the server does: type and 10 MB', () => {
    expect(mediaFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(mediaFileProblem({ type: 'image/avif', size: 10 * 1024 * 1024 })).toBeNull();
    expect(mediaFileProblem({ type: 'image/webp', size: 10 * 1024 * 1024 + 1 })).toBe('size');
    expect(mediaFileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(mediaFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(mediaFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });

  it('groups publish errors by language and field', () => {
    const map = errorsByField([
      { language: 'EN', path: 'title', message: 'Required' },
      { language: 'EN', path: 'title', message: 'Too long' },
      { language: null, path: 'category', message: 'Required' },
    ]);
    expect(map.get('EN:title')?.map((error) => error.message)).toEqual(['Required', 'Too long']);
    expect(map.get('shared:category')).toHaveLength(1);
    expect(map.get('TC:title')).toBeUndefined();
  });

  it('reads a list one entry per line, without blanks', () => {
    expect(linesToList(' a \n\n b\n')).toEqual(['a', 'b']);
  });
});

describe('what the editor changed', () => {
  const fields = [spec('title'), spec('category', false)];
  const base: DraftValues = { shared: { category: 'forum' }, translations: { CN: { title: '论坛' } } };

  it('lists each changed field once per language it changed in, common fields once, with before and after', () => {
    const values: DraftValues = { shared: { category: 'fair' }, translations: { CN: { title: '论坛' }, TC: { title: '論壇' } } };
    expect(changesOf(fields, base, values)).toEqual([
      { path: 'title', language: 'TC', before: undefined, after: '論壇' },
      { path: 'category', language: null, before: 'forum', after: 'fair' },
    ]);
  });

  it('takes a field typed into and emptied again as unchanged', () => {
    expect(changesOf(fields, base, { ...base, translations: { ...base.translations, EN: { title: '' } } })).toEqual([]);
  });
});
