import { z } from 'zod';

// The FAQ (spec 002 §2: a list, and static help pages under /faq/<page>; "FAQ entry shape: not
// shown"). GET /api/faq/{language} answers every entry in that language.

/** The static help pages of spec 002 §2, in the order the FAQ lists them. */
export const FAQ_PAGES = [
  'tenSteps',
  'import',
  'import_operation',
  'pages_reco_import',
  'pages_modif_reco',
  'import_error_balance',
  'pages_solde',
  'planned_operation',
  'autoimport_operation',
  'budget_standard',
  'budget_premium',
  'news_budget_premium',
  'table_versions',
  'change_version',
  'delete_account',
] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];

export const faqSectionSchema = z.object({
  heading: z.string().nullable(),
  paragraphs: z.array(z.string()),
  /** Numbered steps, when the section is a procedure. */
  steps: z.array(z.string()),
});
export type FaqSection = z.infer<typeof faqSectionSchema>;

export const faqEntrySchema = z.object({
  page: z.enum(FAQ_PAGES),
  question: z.string(),
  answer: z.string(),
  sections: z.array(faqSectionSchema),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqSchema = z.array(faqEntrySchema);
