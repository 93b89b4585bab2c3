import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

// The provider's permanent token at rest: AES-256-GCM under POWENS_TOKEN_KEY (hashed to 32
// bytes) when set, else under a key derived (HKDF-SHA256) from the app secret. Stored as
// "v1.<iv>.<tag>.<ciphertext>", base64url; a changed key or a touched row fails to decrypt.

export interface TokenCipher {
  seal(token: string): string;
  open(sealed: string): string;
}

export function tokenCipher(secret: string, configuredKey?: string): TokenCipher {
  const key = configuredKey
    ? createHash('sha256').update(configuredKey).digest()
    : Buffer.from(hkdfSync('sha256', secret, 'pecule', 'bi-provider-token', 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
