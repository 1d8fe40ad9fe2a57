import type { ApplicationStatus } from '@/lib/application-status';
import { api } from '@/lib/http/api';
import type { JobCategory, RecruitmentType, SalaryRange } from './employment-api';

export { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/application-status';

export type ResumeFileType = 'pdf' | 'doc' | 'docx' | 'jpg' | 'png';

/** One of the signed-in user's applications; job title and company in the request's language. */
export interface ApplicationView {
  id: number;
  jobNo: string;
  jobTitle: string;
  company: string;
  enterpriseNo: string;
  status: ApplicationStatus;
  fileName: string;
  fileType: ResumeFileType;
  fileSize: number;
  deliveredAt: string;
  updatedAt: string;
  /** The end of the retention the applicant agreed to: the résumé is deleted then. */
  retainUntil: string;
}

/** The board's search without order and page: what a saved search matches new jobs against. */
export interface SavedSearchQuery {
  keyword: string;
  category: JobCategory[];
  salary: SalaryRange | null;
  type: RecruitmentType[];
}

export interface SavedSearch {
  id: number;
  query: { keyword?: string; category?: string[]; salary?: string | null; type?: string[] };
  createdAt: string;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface DeliveryOptions {
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

const APPLICATIONS = '/api/recruitment/applications';
const SAVED_SEARCHES = '/api/recruitment/saved-searches';

/** A 6 MB file on a slow mobile link (about 100 kbit/s) takes some 8 minutes; the visitor can cancel before. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const applicationsApi = {
  /** Mine, newest first, withdrawn included. Loaded in the background, so no overlay and no toast. */
  list: () => api.get<ApplicationView[]>(APPLICATIONS, { silent: true }),

  /**
   * Sends the résumé as multipart/form-data: the consent field first (the server reads it before it accepts a file
   * part), then the one file. The dialog shows progress and the outcome itself, hence silent.
   */
  deliver: (jobNo: string, file: File, { onProgress, signal }: DeliveryOptions) => {
    const body = new FormData();
    body.append('consent', 'true');
    body.append('file', file, file.name);
    return api.post<ApplicationView>(APPLICATIONS, body, {
      params: { documentNo: jobNo },
      silent: true,
      signal,
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => onProgress({ loaded: event.loaded, total: event.total ?? file.size }),
    });
  },

  /** Withdraws the application (the server deletes the file); answers it with status `withdrawn`. */
  withdraw: (id: number) => api.delete<ApplicationView>(`${APPLICATIONS}/${id}`),

  savedSearches: () => api.get<SavedSearch[]>(SAVED_SEARCHES, { silent: true }),

  /** Only the filters in use are sent. The button shows the outcome, hence silent. */
  saveSearch: (query: SavedSearchQuery) =>
    api.post<SavedSearch>(
      SAVED_SEARCHES,
      {
        ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
        ...(query.category.length > 0 ? { category: query.category } : {}),
        ...(query.salary ? { salary: query.salary } : {}),
        ...(query.type.length > 0 ? { type: query.type } : {}),
      },
      { silent: true },
    ),

  deleteSavedSearch: (id: number) => api.delete<unknown>(`${SAVED_SEARCHES}/${id}`),
};
