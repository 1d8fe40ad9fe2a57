/**
 * The height the kiosk's on-screen keyboard covers at the bottom of the screen while it is up: a CSS length on <html>,
 * unset on the web and while the keyboard is down. Things fixed to the bottom edge stand on it, so a field in them
 * stays in sight above the keys.
 */
export const KEYBOARD_INSET_VAR = '--kiosk-keyboard-inset';

/** A CSS length `gap` above the on-screen keyboard (just `gap` where there is none). */
export const aboveKeyboard = (gap: string) => `calc(var(${KEYBOARD_INSET_VAR}, 0px) + ${gap})`;
