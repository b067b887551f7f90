import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

/**
 * Marks every page of a PDF with a banner line across its top margin, e.g. a Schedule A printed
 * for comparison only: the filer sees the itemized figures without mistaking the page for one that
 * is filed.
 */
export async function stampBanner(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = 10;
    const w = font.widthOfTextAtSize(text, size);
    page.drawRectangle({ x: 8, y: height - 24, width: width - 16, height: 18, color: rgb(1, 0.93, 0.85) });
    page.drawText(text, { x: (width - w) / 2, y: height - 19, size, font, color: rgb(0.7, 0.1, 0) });
  }
  return doc.save({ useObjectStreams: false });
}
