import { Global } from '@emotion/react';

/**
 * The report's print stylesheet, present only while a report is on screen: the page's header, footer, breadcrumbs
 * and the report's own buttons are left out; links print as text; sections avoid breaking across pages.
 */
export function ReportPrintStyle() {
  return (
    <Global
      styles={{
        '@media print': {
          'header, footer, main nav, [data-print="hide"]': { display: 'none !important' },
          'html, body': { background: 'white !important' },
          main: { maxWidth: 'none !important', padding: '0 !important' },
          a: { color: 'black !important', textDecoration: 'none !important' },
          'h2, h3, h4': { breakAfter: 'avoid' },
        },
      }}
    />
  );
}
