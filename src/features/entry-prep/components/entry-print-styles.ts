import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The printed checklist: only the page's title and its steps. The header, footer and breadcrumbs belong to the
 * layout, so the page's own block hides them for print (`body:has(&)`) while it is on screen; nothing global stays
 * behind when the visitor leaves the page.
 */
// Selectors that place `&` inside (`body:has(&)`) are beyond the style object's types, not beyond Emotion.
export const entryPrintCss = {
  '@media print': {
    // One selector per key: Emotion places `&` inside a selector only when the key is not a list.
    'body:has(&) header': { display: 'none !important' },
    'body:has(&) footer': { display: 'none !important' },
    'body:has(&) main nav': { display: 'none !important' },
    'body:has(&) main': { paddingTop: '0 !important' },
    'body:has(&) main h1': { color: 'black !important' },
  },
} as SystemStyleObject;
