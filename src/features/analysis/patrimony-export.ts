import Papa from 'papaparse';
import { jsPDF } from 'jspdf';
import { neutralizeFormula } from '../../../contract/operations-csv';
import { csvBlob } from '../../lib/csv-export';

// The patrimony as a file (002 §2): loaded only when exporting.

export interface PatrimonySheet {
  title: string;
  headers: string[];
  rows: string[][];
}

export function patrimonyCsv({ headers, rows }: PatrimonySheet, delimiter: string): Blob {
  const cells = [headers, ...rows].map((row) => row.map(neutralizeFormula));
  return csvBlob(`\uFEFF${Papa.unparse(cells, { delimiter, newline: '\r\n', quotes: true })}`);
}

const MARGIN = 30;
const LINE = 16;

/** A landscape page per 30 lines: the title, the headers, the rows. */
export function patrimonyPdf({ title, headers, rows }: PatrimonySheet): Blob {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const column = width / headers.length;
  const writeRow = (cells: string[], y: number) =>
    cells.forEach((cell, i) =>
      doc.text(doc.splitTextToSize(cell, column - 4)[0] ?? '', MARGIN + i * column, y),
    );
  doc.setFontSize(14);
  doc.text(title, MARGIN, MARGIN + 10);
  doc.setFontSize(8);
  let y = MARGIN + 40;
  writeRow(headers, y);
  for (const row of rows) {
    y += LINE;
    if (y > doc.internal.pageSize.getHeight() - MARGIN) {
      doc.addPage();
      y = MARGIN + 10;
      writeRow(headers, y);
      y += LINE;
    }
    writeRow(row, y);
  }
  return doc.output('blob');
}
