import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

// The TOTP secret at rest: AES-256-GCM under TWO_FACTOR_KEY (hashed to 32 bytes) when set, else
// under a key derived (HKDF-SHA256) from the app secret. Stored "v1.<iv>.<tag>.<ciphertext>",
// base64url. Recovery codes are kept as HMAC-SHA256 under another derived key: they carry ~50
// random bits, so a keyed fast hash suffices, and a leaked table alone cannot be checked offline.

export interface TwoFactorCipher {
  seal(secret: string): string;
  open(sealed: string): string;
  hashRecoveryCode(code: string): string;
}

export function twoFactorCipher(appSecret: string, configuredKey?: string): TwoFactorCipher {
  const root = configuredKey ? createHash('sha256').update(configuredKey).digest() : appSecret;
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', root, 'pecule', info, 32));
  const key = derive('two-factor-secret');
  const codeKey = derive('two-factor-recovery-code');
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join(
        '.',
      );
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) {
        throw new Error('unknown two-factor secret format');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const clear = [decipher.update(Buffer.from(body, 'base64url')), decipher.final()];
      return Buffer.concat(clear).toString('utf8');
    },
    hashRecoveryCode: (code) => createHmac('sha256', codeKey).update(code).digest('hex'),
  };
}
