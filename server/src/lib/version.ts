/** Front-end version of spec §9; a test keeps it equal to src/lib/constants.ts APP_VERSION. */
export const SERVER_VERSION = '1.0.19';
