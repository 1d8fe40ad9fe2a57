import { withQuery } from '@/lib/routes';
import { consoleRoutes } from '@/features/console/console-routes';
import type { ApplicationQuery } from './api/console-api';
import { searchOfApplicationQuery } from './console-rules';

export const applicationsHref = (query: ApplicationQuery) => withQuery(consoleRoutes.consoleApplications, searchOfApplicationQuery(query));

export const applicationHref = (id: number) => withQuery(consoleRoutes.consoleApplicationDetail, { id });
