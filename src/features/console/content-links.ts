import type { Language } from '@/lib/i18n/languages';
import { withQuery } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import type { ContentQuery } from './api/content-api';
import type { PreviewWidth } from './components/preview-frame';
import { searchOfContentQuery } from './content-rules';

const withDocument = (route: string, documentNo: string) => route.replace(':documentNo', encodeURIComponent(documentNo));

export const contentListHref = (query: ContentQuery) => withQuery(consoleRoutes.consoleContent, searchOfContentQuery(query));
export const contentEditorHref = (documentNo: string) => withDocument(consoleRoutes.consoleContentEditor, documentNo);
export const previewHref = (documentNo: string, language: Language, width: PreviewWidth = 'desktop') =>
  withQuery(withDocument(consoleRoutes.consolePreview, documentNo), { language, width });
export const previewFrameHref = (documentNo: string, language: Language, width: PreviewWidth) =>
  withQuery(`${withDocument(consoleRoutes.consolePreview, documentNo)}/frame`, { language, width });
export const mediaHref = (q?: string, page = 1) => withQuery(consoleRoutes.consoleMedia, { q, page: page > 1 ? page : undefined });
