// The operations' CSV (contract/operations-csv.ts) as the file the browser downloads.

/** The file the browser downloads. */
export function csvBlob(csv: string): Blob {
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}
