import type { OperationDto } from '../../../contract/operations-dto';

export interface ExportButtonsProps {
  /** The operations shown, in the screen's order: their ids are what POST /api/export/operations gets. */
  operations: readonly OperationDto[];
  /** The file's title (account and period, or the search). */
  title: string;
  /** Without the extension. */
  fileName: string;
}

/** Placeholder until the CSV and PDF exports land (issue 9 §5). */
export function ExportButtons({ operations }: ExportButtonsProps) {
  void operations;
  return null;
}
