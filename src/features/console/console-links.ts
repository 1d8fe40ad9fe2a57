import { authRoutes, consoleRoutes, withQuery } from '@/lib/routes';
import type { ApplicationQuery } from './api/console-api';
import { searchOfApplicationQuery } from './console-rules';

/**
 * The login page's way back (`?redirect=`): proposed for the login flow, which today always goes home (see the
 * console's notes). Only a path of this site is ever passed.
 */
export const LOGIN_RETURN_PARAM = 'redirect';

export const loginHrefFor = (returnTo: string) => withQuery(authRoutes.login, { [LOGIN_RETURN_PARAM]: returnTo });

export const applicationsHref = (query: ApplicationQuery) => withQuery(consoleRoutes.consoleApplications, searchOfApplicationQuery(query));

export const applicationHref = (id: number) => withQuery(consoleRoutes.consoleApplicationDetail, { id });
