import { api } from '@/lib/http/api';
import type { Page } from '@/lib/http/page';
import type { Trilingual } from './content-api';

/** One stored image and its variants (AVIF/WebP/JPEG at the site's two widths). */
export interface MediaAsset {
  assetNo: string;
  width: number;
  height: number;
  alt: Trilingual;
  /** The JPEG at the larger width. */
  url: string;
  sources: { format: string; width: number; url: string }[];
  createdAt: string;
}

export interface MediaQuery {
  q?: string | undefined;
  page: number;
}

export interface MediaUpload {
  file: File;
  alt: Trilingual;
}

/** The server's limits, checked before sending so a wrong file is refused at once (the server checks again). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Big files on slow links take longer than the client's usual 30 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** An image field's value for an asset of the library (FieldSpec kind `image`). */
export const mediaReference = (assetNo: string) => `media:${assetNo}`;

export const mediaApi = {
  list: ({ q, page }: MediaQuery) => api.get<Page<MediaAsset>>('/api/console/media', { params: { q: q || undefined, page }, silent: true }),
  upload: ({ file, alt }: MediaUpload) => {
    const form = new FormData();
    // Text parts first: a streaming server reads them before the file.
    form.append('altEN', alt.EN);
    form.append('altCN', alt.CN);
    form.append('altTC', alt.TC);
    form.append('file', file, file.name);
    return api.post<MediaAsset>('/api/console/media', form, { silent: true, timeout: UPLOAD_TIMEOUT_MS });
  },
  updateAlt: (assetNo: string, alt: Trilingual) =>
    api.put<MediaAsset>(`/api/console/media/${encodeURIComponent(assetNo)}`, { alt }, { silent: true }),
};
