import { z } from 'zod';
import { FAQ_PAGES, type FaqPage } from './faq-pages';

// The FAQ (spec 002 §2: a list, and static help pages under /faq/<page>; "FAQ entry shape: not
// shown"). GET /api/faq/{language} answers every entry in that language.

export { FAQ_PAGES, type FaqPage };

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
