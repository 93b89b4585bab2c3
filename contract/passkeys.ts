import { z } from 'zod';
import { int4Field } from './integers';
import { requiredText } from './required-text';

// Passkeys (issue 29, docs/decisions/passkeys.md): WebAuthn credentials a person registers to sign
// in without a password, or to give the second factor of a password sign-in.

/** What a pending WebAuthn ceremony is for. */
export const PASSKEY_PURPOSES = ['register', 'sign-in', 'second-factor'] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

/** Passkeys a person may hold at once. */
export const PASSKEYS_PER_USER = 10;
export const PASSKEY_NAME_MAX = 100;

export const PASSKEY_CODES = {
  nameInvalid: 'passkeys.name.invalid',
  tooMany: 'passkeys.tooMany',
  /** The person has no passkey to give as the second factor. */
  none: 'passkeys.none',
  /** The browser's answer did not verify: another site, a bad signature, an unknown passkey. */
  invalid: 'passkeys.invalid',
  /** No ceremony awaits this answer from this browser (none, expired or already used). */
  ceremonyMissing: 'passkeys.ceremony.missing',
  // Told by the SPA from the browser's refusal, never sent by the API.
  cancelled: 'passkeys.cancelled',
  alreadyRegistered: 'passkeys.alreadyRegistered',
  unsupported: 'passkeys.unsupported',
} as const;

/** A passkey as listed: never its key material. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Instants, ISO-8601 UTC. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

const base64url = z
  .string()
  .max(4000)
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_CODES.invalid);
const HINTS = ['hybrid', 'security-key', 'client-device'] as const;
const USER_VERIFICATION = ['discouraged', 'preferred', 'required'] as const;
/** The one extension the server asks of create(): whether the credential is discoverable. */
const extensionInputs = z.object({ credProps: z.boolean().optional() });

const descriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What the browser's navigator.credentials.create() takes, as JSON (@simplewebauthn/server). */
export const creationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(USER_VERIFICATION).optional(),
      userVerification: z.enum(USER_VERIFICATION).optional(),
    })
    .optional(),
  hints: z.array(z.enum(HINTS)).optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: extensionInputs.optional(),
});

/** What navigator.credentials.get() takes, as JSON. */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: z.enum(USER_VERIFICATION).optional(),
  hints: z.array(z.enum(HINTS)).optional(),
  extensions: extensionInputs.optional(),
});

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key', PASSKEY_CODES.invalid),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z
    .object({
      appid: z.boolean().optional(),
      credProps: z.object({ rk: z.boolean().optional() }).optional(),
      hmacCreateSecret: z.boolean().optional(),
    })
    .default({}),
};

/** The browser's answer to create(), as @simplewebauthn/browser serialises it. */
export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: int4Field(PASSKEY_CODES.invalid).optional(),
    publicKey: base64url.optional(),
  }),
});

/** The browser's answer to get(). */
export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** POST /api/passkeys: the name the person chose and the browser's answer. */
export const registerPasskeySchema = z.object({
  name: requiredText(PASSKEY_CODES.nameInvalid, PASSKEY_NAME_MAX),
  response: registrationResponseSchema,
});
export type RegisterPasskey = z.input<typeof registerPasskeySchema>;

/** The sign-in routes that take a passkey's assertion. */
export const passkeyAssertionSchema = z.object({ response: authenticationResponseSchema });
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;
