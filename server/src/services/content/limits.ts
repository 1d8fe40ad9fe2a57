/** Benefits returned by /m_api/home_data: the strip shows the first 4 (spec §9); the rest let a client fill gaps. */
export const HOME_BENEFITS_LIST_SIZE = 8;
/** Events in the home carousel (on-going first, then the next upcoming). */
export const TOP_EVENTS_SIZE = 8;
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 10;
/** Deep pages are refused rather than scanned. */
export const MAX_PAGE = 10_000;
export const MAX_KEYWORD_LENGTH = 100;
/** Values per filter; more than there are codes can only be a mistake or an attack. */
export const MAX_FILTER_VALUES = 10;
