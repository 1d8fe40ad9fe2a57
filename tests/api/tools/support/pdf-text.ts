import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader (pdf.js, Firefox's viewer) extracts it; pages joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    }
    return { pages: document.numPages, text: pages.join('\n') };
  } finally {
    await task.destroy();
  }
}

/** Text without white space, so a title wrapped over two lines still matches. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');
