import { X509Certificate, createVerify } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** Hosts PayPal serves its webhook signing certificates from. */
export const PAYPAL_CERT_HOSTS: readonly string[] = [
  'api.paypal.com',
  'api-m.paypal.com',
  'api.sandbox.paypal.com',
  'api-m.sandbox.paypal.com',
];

/** A delivery older or newer than this is refused (replays of captured requests). */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;

export interface WebhookHeaders {
  transmissionId?: string;
  transmissionTime?: string;
  transmissionSig?: string;
  certUrl?: string;
  authAlgo?: string;
}

export interface VerifierSettings {
  webhookId: string;
  now: () => number;
  /** Fetches the certificate; tests give their own. */
  fetchText?: (url: string) => Promise<string>;
  /** Hosts a certificate may come from; tests add 127.0.0.1. */
  certHosts?: readonly string[];
}

export type Verdict = 'ok' | 'bad-signature' | 'foreign-certificate' | 'stale' | 'incomplete';

async function fetchCertificate(url: string): Promise<string> {
  const res = await fetch(url, { redirect: 'error' });
  if (!res.ok) throw new Error(`certificate ${url}: HTTP ${res.status}`);
  return res.text();
}

/**
 * Checks PayPal's signature offline: RSA-SHA256 over
 * `transmission-id|transmission-time|webhook-id|crc32(raw body)` with the certificate at
 * cert-url, fetched only from PayPal's hosts over HTTPS and kept per URL.
 */
export class PaypalWebhookVerifier {
  private readonly certificates = new Map<string, Promise<X509Certificate>>();

  constructor(private readonly settings: VerifierSettings) {}

  private allowedCertUrl(raw: string): boolean {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    const hosts = this.settings.certHosts ?? PAYPAL_CERT_HOSTS;
    return url.protocol === 'https:' && url.port === '' && hosts.includes(url.hostname);
  }

  private certificate(url: string): Promise<X509Certificate> {
    let cached = this.certificates.get(url);
    if (!cached) {
      const fetchText = this.settings.fetchText ?? fetchCertificate;
      cached = fetchText(url).then((pem) => new X509Certificate(pem));
      cached.catch(() => this.certificates.delete(url));
      this.certificates.set(url, cached);
    }
    return cached;
  }

  async verify(headers: WebhookHeaders, rawBody: Buffer): Promise<Verdict> {
    const { transmissionId, transmissionTime, transmissionSig, certUrl, authAlgo } = headers;
    if (!transmissionId || !transmissionTime || !transmissionSig || !certUrl) return 'incomplete';
    if (authAlgo && authAlgo !== 'SHA256withRSA') return 'bad-signature';
    const sentAt = Date.parse(transmissionTime);
    const now = this.settings.now();
    if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > WEBHOOK_MAX_SKEW_MS) return 'stale';
    if (!this.allowedCertUrl(certUrl)) return 'foreign-certificate';
    const cert = await this.certificate(certUrl);
    const validNow = Date.parse(cert.validFrom) <= now && now <= Date.parse(cert.validTo);
    if (!validNow) return 'bad-signature';
    const signed = `${transmissionId}|${transmissionTime}|${this.settings.webhookId}|${crc32(rawBody)}`;
    const good = createVerify('RSA-SHA256')
      .update(signed)
      .verify(cert.publicKey, transmissionSig, 'base64');
    return good ? 'ok' : 'bad-signature';
  }
}
