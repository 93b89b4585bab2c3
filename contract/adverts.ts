import { z } from 'zod';
import { idParamSchema, idSchema, saveIdParamSchema } from './ids';
import { MessageCode } from './message-codes';
import { requiredText } from './required-text';
import { safeText } from './text';

// Partner advertisements (spec 002 §2 comparator, §3 "Comparator advertisement: name, url, img,
// desc"; 000 §7 GET /api/publicidea/{location}.html). Managed by admins; read by the comparator
// (FUNCTIONALITY_DEV) and served as sandboxed advert frames.

/** The 22 comparator categories of spec 002 §2, in the spec's order. */
export const ADVERT_CATEGORIES = [
  'BANK',
  'PAYMENT_CARD',
  'LIFE_INSURANCE',
  'PROPERTY_INVESTMENT',
  'TAX_EXEMPTION',
  'STOCK_EXCHANGE',
  'CREDIT_PURCHASE',
  'MORTGAGE',
  'RESTRUCTURING',
  'CAR',
  'HOUSE',
  'SCHOOL',
  'BORROWER',
  'HEALTH_INSURANCE',
  'PHONE_INTERNET',
  'WATER',
  'ENERGY',
  'WORKS',
  'PERSONAL_SERVICES',
  'TRAVEL',
  'TRIPS',
  'GOOD_DEALS',
] as const;
export type AdvertCategory = (typeof ADVERT_CATEGORIES)[number];

/** Where the app shows an advert frame (GET /api/publicidea/{location}.html). */
export const ADVERT_LOCATIONS = ['faq'] as const;
export type AdvertLocation = (typeof ADVERT_LOCATIONS)[number];

export const ADVERT_NAME_MAX = 100;
export const ADVERT_URL_MAX = 500;
export const ADVERT_DESC_MAX = 500;

/** Only web addresses: `javascript:` or `data:` links would run or hide content. */
const webAddress = (message: string) =>
  requiredText(message, ADVERT_URL_MAX).refine(
    (text) => /^https?:\/\/[^\s/]+/i.test(text) && URL.canParse(text),
    message,
  );

export const advertIdParamsSchema = z.object({ advertId: idParamSchema });
export const advertSaveParamsSchema = z.object({ advertId: saveIdParamSchema });
export const advertLocationParamsSchema = z.object({ location: z.enum(ADVERT_LOCATIONS) });

/** POST /api/adverts/{advertId} (0 creates). */
export const advertSaveSchema = z.object({
  name: requiredText(MessageCode.advertNameRequired, ADVERT_NAME_MAX),
  url: webAddress(MessageCode.advertUrlInvalid),
  img: z
    .union([z.literal('').transform(() => null), webAddress(MessageCode.advertImgInvalid)])
    .nullable(),
  desc: safeText(MessageCode.validation, { multiline: true }).trim().max(ADVERT_DESC_MAX),
  category: z.enum(ADVERT_CATEGORIES, MessageCode.advertCategoryRequired),
  /** No frame: null, or '' as a form's select gives it. */
  location: z.union([z.literal('').transform(() => null), z.enum(ADVERT_LOCATIONS)]).nullable(),
});
export type AdvertSave = z.input<typeof advertSaveSchema>;
export type AdvertSaved = z.output<typeof advertSaveSchema>;

export const advertDtoSchema = z.object({
  advertId: idSchema,
  name: z.string(),
  url: z.string(),
  img: z.string().nullable(),
  desc: z.string(),
  category: z.enum(ADVERT_CATEGORIES),
  location: z.enum(ADVERT_LOCATIONS).nullable(),
});
export type AdvertDto = z.infer<typeof advertDtoSchema>;

/** GET /api/comparator: every category in order, with its adverts (possibly none). */
export const comparatorSchema = z.array(
  z.object({ category: z.enum(ADVERT_CATEGORIES), adverts: z.array(advertDtoSchema) }),
);
export type Comparator = z.infer<typeof comparatorSchema>;
