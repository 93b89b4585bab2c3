import { z } from 'zod';

// GET /api/account/{accountId}/export?format=OFX|QIF: one account's operations as a bank file
// other budget software reads (docs/decisions/account-export.md).

export const AccountExportFormat = { ofx: 'OFX', qif: 'QIF' } as const;
export type AccountExportFormat = (typeof AccountExportFormat)[keyof typeof AccountExportFormat];

export const ACCOUNT_EXPORT_FORMATS = Object.values(AccountExportFormat);

export const accountExportQuerySchema = z.object({
  format: z.enum([AccountExportFormat.ofx, AccountExportFormat.qif]),
});
export type AccountExportQuery = z.infer<typeof accountExportQuerySchema>;
