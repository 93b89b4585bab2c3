import { z } from 'zod';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';
import { safeText } from './text';

// The FREE/PREMIUM comparison (spec 000 §2 /parameters/versions, 002 §2 /admin/versions), kept
// in the database so admins edit it: GET /api/versions reads it, POST /api/versions replaces it.

export const VERSION_LABEL_MAX = 100;
export const VERSION_TEXT_MAX = 200;
export const VERSION_FEATURES_MAX = 50;

const label = requiredText(MessageCode.versionsLabelRequired, VERSION_LABEL_MAX);
const optionalText = safeText()
  .trim()
  .max(VERSION_TEXT_MAX)
  .transform((text) => text || null)
  .nullable();

/** What one version offers for a feature: included or not, or a text said instead of the mark. */
export const versionOfferSchema = z.object({
  included: z.boolean(),
  textFr: optionalText,
  textEn: optionalText,
});
export type VersionOffer = z.infer<typeof versionOfferSchema>;

export const versionFeatureSchema = z.object({
  labelFr: label,
  labelEn: label,
  free: versionOfferSchema,
  premium: versionOfferSchema,
});
export type VersionFeature = z.infer<typeof versionFeatureSchema>;
export type VersionFeatureInput = z.input<typeof versionFeatureSchema>;

/** POST /api/versions: the whole table, in display order. */
export const versionsTableSchema = z.object({
  features: z
    .array(versionFeatureSchema)
    .min(1, MessageCode.versionsFeaturesRequired)
    .max(VERSION_FEATURES_MAX),
});
export type VersionsTable = z.infer<typeof versionsTableSchema>;
export type VersionsTableInput = z.input<typeof versionsTableSchema>;

/** The text of an offer in the reader's language (French when there is no English text). */
export function offerText(offer: VersionOffer, language: string): string | null {
  return language === 'en' ? (offer.textEn ?? offer.textFr) : offer.textFr;
}

export function featureLabel(feature: VersionFeature, language: string): string {
  return language === 'en' ? feature.labelEn : feature.labelFr;
}
