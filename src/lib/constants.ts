/** Business constants and limits of the product (spec §9). The one place these numbers live. */
export const APP_VERSION = '1.0.19';

export const RESEND_LOCKOUT_SECONDS = 60;
export const LOADING_OVERLAY_MAX_MS = 10_000;
export const APP_SPINNER_HIDE_MS = 1_000;
export const HOME_BENEFITS_MAX = 4;
export const WHY_ZONE_AUTOPLAY_MS = 5_000;
export const AGE_MIN = 0;
export const MOBILE_BREAKPOINT_PX = 860;
export const LAYOUT_CHECK_INTERVAL_MS = 1_000;
export const MOBILE_USER_AGENT = /iPhone|iPad|iPod|Android/i;
export const DATE_FORMAT = 'y-m-d h:i:s';
export const RESUME_MAX_FILES = 1;
export const RESUME_MAX_BYTES = 6 * 1024 * 1024;
export const RESUME_FORMATS = ['pdf', 'doc', 'docx', 'jpg', 'png'] as const;
export const CHUNK_TIMEOUT_MS = 120_000;
export const CONTACT_RESPONSE_HOURS = 48;
export const TALENT_TYPE_COUNT = 6;
export const SERVICE_PACK_COUNT = 100;
export const HSK_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export const REPORT_TOPIC_COUNT = 5;

/**
 * A new password's length in characters (the server checks the same: server/src/services/auth/profile-rules.ts). The
 * spec's hint says 8-16; the portal accepts up to 64 so a passphrase fits (README, Deviations from the specification).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
