import type { jsPDF } from 'jspdf';

// What every PDF of the app shares. jspdf's standard fonts (WinAnsi) have no narrow no-break
// space (U+202F) nor, in some viewers, the no-break space (U+00A0) that Intl puts in French
// numbers: they print as "/" or a gap. Text goes through pdfText before it is drawn.

export const PDF_ACCENT = '#0f6b5c';

/** The text with the spaces Intl puts in numbers and dates made plain spaces. */
export const pdfText = (text: string) => text.replace(/[\u00a0\u202f\u2007\u2009]/g, ' ');

export interface LogoBox {
  x: number;
  y: number;
  /** Side of the mark; the name is written beside it, as tall as the mark allows. */
  size: number;
}

/** The app's mark (favicon.svg drawn in points) and its name, from the top left corner. */
export function drawPdfLogo(doc: jsPDF, name: string, { x, y, size }: LogoBox) {
  const unit = size / 32;
  doc.setFillColor(PDF_ACCENT).roundedRect(x, y, size, size, 8 * unit, 8 * unit, 'F');
  doc
    .setDrawColor('#ffffff')
    .setLineWidth(2.5 * unit)
    .setLineCap('round');
  doc.circle(x + 16 * unit, y + 17 * unit, 8 * unit, 'S');
  doc.line(x + 13 * unit, y + 9 * unit, x + 19 * unit, y + 9 * unit);
  doc
    .setFont('helvetica', 'bold')
    .setFontSize(size * 0.4)
    .setTextColor(PDF_ACCENT);
  doc.text(pdfText(name), x + size + size * 0.16, y + size / 2, { baseline: 'middle' });
  doc.setLineWidth(0.5).setDrawColor(0).setTextColor(0);
}

/** "n / N" at the bottom right of every page. */
export function drawPdfPageNumbers(doc: jsPDF, margin: number) {
  const count = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(90);
  for (let page = 1; page <= count; page += 1) {
    doc.setPage(page);
    doc.text(`${page} / ${count}`, width - margin, height - margin / 2, { align: 'right' });
  }
}
