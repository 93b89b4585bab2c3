import { Histogram } from 'prom-client';
import { registry } from './registry';

const lines = new Histogram({
  name: 'pecule_import_file_lines',
  help: 'Lines read from each uploaded bank file (0 for a file read with none)',
  buckets: [0, 10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000],
  registers: [registry],
});

const bytes = new Histogram({
  name: 'pecule_import_file_bytes',
  help: 'Size of each uploaded bank file read',
  buckets: [1_000, 10_000, 100_000, 1_000_000, 10_000_000],
  registers: [registry],
});

export function recordImportedFile(lineCount: number, byteCount: number): void {
  lines.observe(lineCount);
  bytes.observe(byteCount);
}
