import { Global } from '@emotion/react';

/**
 * The printed result: the page's own content only, in black on white. The site's header, footer, breadcrumbs and
 * the result's buttons (marked `data-print="hide"`) stay on screen.
 */
export function CalculatorPrintStyles() {
  return (
    <Global
      styles={{
        '@media print': {
          'header, footer, nav[data-scope="breadcrumb"], [data-print="hide"]': { display: 'none !important' },
          'html, body': { background: 'white !important', color: 'black !important' },
          main: { maxWidth: 'none !important', padding: '0 !important' },
          'table, tr, li': { breakInside: 'avoid' },
          a: { color: 'black !important', textDecoration: 'none !important' },
        },
      }}
    />
  );
}
