import type { ContentListItem, EditorDocument, FieldSpec, LangState, Revision, SectionInfo } from '@/features/console/api/content-api';
import type { MediaAsset } from '@/features/console/api/media-api';
import type { Page } from '@/lib/http/page';
import type { Language } from '@/lib/i18n/languages';

/*
 * The editors' console in stories: the event section's form as the server derives it from the seed schema, documents
 * in each state, revisions and media. Fixed times, so screenshots do not move.
 */

const label = (EN: string, CN: string, TC: string) => ({ EN, CN, TC });

export const eventFields: FieldSpec[] = [
  { path: 'category', localized: false, kind: 'enum', required: true, options: ['forum', 'fair', 'workshop', 'networking', 'culture', 'sports'], label: label('Category', '类别', '類別') },
  { path: 'startsAt', localized: false, kind: 'datetime', required: true, label: label('Starts', '开始时间', '開始時間') },
  { path: 'banner', localized: false, kind: 'image', required: true, label: label('Banner image', '横幅图片', '橫額圖片') },
  { path: 'tags', localized: false, kind: 'stringList', required: false, label: label('Tags', '标签', '標籤') },
  { path: 'title', localized: true, kind: 'text', required: true, maxLength: 120, label: label('Title', '标题', '標題') },
  { path: 'summary', localized: true, kind: 'textarea', required: true, label: label('Summary', '摘要', '摘要') },
  { path: 'body', localized: true, kind: 'markdown', required: false, label: label('Body', '正文', '正文') },
  { path: 'fields.location', localized: true, kind: 'text', required: true, label: label('Venue', '地点', '地點') },
];

export const sections: SectionInfo[] = [
  { section: 'event', label: label('Events', '活动', '活動'), fields: eventFields, canEdit: true },
  { section: 'benefit', label: label('Talent benefits', '人才福利', '人才福利'), fields: [], canEdit: true },
  { section: 'job', label: label('Jobs', '职位', '職位'), fields: [], canEdit: false },
];

const lang = (status: LangState['status'], over: Partial<LangState> = {}): LangState => ({ status, changed: false, machineDrafted: false, ...over });

const TITLES: Record<Language, string[]> = {
  EN: ['Qianhai Talent Forum 2026', 'Cross-boundary Startup Fair', 'Tax Workshop for Newcomers', 'Dragon Boat Networking Evening'],
  CN: ['2026 前海人才论坛', '跨境创业博览会', '新来者税务工作坊', '龙舟交流晚会'],
  TC: ['2026 前海人才論壇', '跨境創業博覽會', '新來者稅務工作坊', '龍舟交流晚會'],
};

export function contentPage(language: Language): Page<ContentListItem> {
  const states: ContentListItem['languages'][] = [
    { EN: lang('published'), CN: lang('published', { changed: true }), TC: lang('published') },
    { EN: lang('missing'), CN: lang('draft'), TC: lang('draft', { machineDrafted: true }) },
    { EN: lang('scheduled', { publishAt: '2026-12-01T01:30:00.000Z' }), CN: lang('published'), TC: lang('missing') },
    { EN: lang('archived'), CN: lang('archived'), TC: lang('archived') },
  ];
  return {
    list: TITLES[language].map((title, index) => ({
      documentNo: `EVT-000${index + 1}`,
      section: 'event',
      title,
      languages: states[index]!,
      updatedAt: `2026-11-2${index}T0${index + 1}:15:00.000Z`,
      updatedBy: index === 3 ? null : ['Ada Chen', 'Ben Wong', 'Carmen Lee'][index]!,
      version: 7 - index,
    })),
    total: 23,
    page: 1,
    pageSize: 20,
  };
}

export const emptyDocument: EditorDocument = {
  documentNo: 'EVT-0031',
  section: 'event',
  version: 1,
  shared: {},
  translations: {},
  languages: { EN: lang('missing'), CN: lang('missing'), TC: lang('missing') },
  fallback: {},
  machineDrafted: {},
  schedule: [],
};

/** Written in CN and EN; TC drafted by the converter (title and summary), its venue still missing. */
export const filledDocument: EditorDocument = {
  documentNo: 'EVT-0002',
  section: 'event',
  version: 6,
  shared: { category: 'forum', startsAt: '2026-12-01T09:30:00+08:00', banner: '/content/events/talent-forum.jpg', tags: ['talent', 'forum'] },
  translations: {
    CN: { title: '2026 前海人才论坛', summary: '与企业和人才部门面对面交流。', body: '论坛包括主题演讲和圆桌讨论。\n\n现场提供同声传译。', fields: { location: '前海国际人才港' } },
    EN: { title: 'Qianhai Talent Forum 2026', summary: '', body: '', fields: { location: 'Qianhai International Talent Hub' } },
    TC: { title: '2026 前海人才論壇', summary: '與企業和人才部門面對面交流。' },
  },
  languages: { EN: lang('draft'), CN: lang('published', { changed: true }), TC: lang('draft', { machineDrafted: true }) },
  fallback: { EN: ['summary', 'body'], TC: ['body', 'fields.location'] },
  machineDrafted: { TC: ['title', 'summary'] },
  schedule: [
    { id: 11, language: 'TC', action: 'publish', runAt: '2026-12-01T01:30:00.000Z', createdBy: 7, doneAt: null, canceledAt: null, failure: null },
    { id: 10, language: 'EN', action: 'unpublish', runAt: '2026-11-20T16:00:00.000Z', createdBy: 7, doneAt: null, canceledAt: '2026-11-19T02:00:00.000Z', failure: null },
  ],
};

export const revisions: Revision[] = [
  {
    revisionNo: 6,
    kind: 'convert',
    authorLabel: 'Ada Chen',
    createdAt: '2026-11-24T02:10:00.000Z',
    diff: [
      { path: 'title', language: 'TC', before: null, after: '2026 前海人才論壇' },
      { path: 'summary', language: 'TC', before: null, after: '與企業和人才部門面對面交流。' },
    ],
  },
  {
    revisionNo: 5,
    kind: 'save',
    authorLabel: 'Ben Wong',
    createdAt: '2026-11-23T08:45:00.000Z',
    diff: [
      { path: 'title', language: 'EN', before: 'Talent Forum', after: 'Qianhai Talent Forum 2026' },
      { path: 'startsAt', language: null, before: '2026-11-30T09:30:00+08:00', after: '2026-12-01T09:30:00+08:00' },
    ],
  },
  { revisionNo: 4, kind: 'publish', authorLabel: 'Ada Chen', createdAt: '2026-11-22T01:00:00.000Z', diff: [] },
  { revisionNo: 1, kind: 'create', authorLabel: null, createdAt: '2026-11-20T01:00:00.000Z', diff: [] },
];

const ALTS: { EN: string; CN: string; TC: string }[] = [
  { EN: 'The service hall of the Qianhai talent hub', CN: '前海人才港服务大厅', TC: '前海人才港服務大堂' },
  { EN: 'Speakers on stage at the talent forum', CN: '人才论坛台上的讲者', TC: '人才論壇台上的講者' },
  { EN: 'Dragon boats racing on the bay', CN: '海湾上的龙舟比赛', TC: '海灣上的龍舟比賽' },
];

const SVG = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="hsl(${hue} 45% 70%)"/></svg>`)}`;

export const mediaAssets: MediaAsset[] = ALTS.map((alt, index) => ({
  assetNo: `MED-000${index + 1}`,
  width: 1600,
  height: 1200,
  alt,
  url: SVG(index * 110),
  sources: [],
  createdAt: `2026-11-2${index}T03:00:00.000Z`,
}));

export const mediaPage = (list = mediaAssets): Page<MediaAsset> => ({ list, total: list.length, page: 1, pageSize: 24 });
