import type { FaqSection } from '../../../contract/faq';

export const section = (heading: string | null, paragraphs: string[]): FaqSection => ({
  heading,
  paragraphs,
  steps: [],
});

export const steps = (heading: string | null, list: string[]): FaqSection => ({
  heading,
  paragraphs: [],
  steps: list,
});
