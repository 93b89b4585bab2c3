import { PaymentProviderError } from './payment-provider';

export interface PaypalSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  fetcher?: typeof fetch;
}

interface CachedToken {
  value: string;
  expiresAt: number;
}

/** Refresh the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal's REST calls with an OAuth2 client-credentials token, kept until shortly before it
 * expires (one token request serves every call meanwhile).
 */
export class PaypalHttp {
  private token: Promise<CachedToken> | undefined;
  private readonly fetcher: typeof fetch;

  constructor(
    private readonly settings: PaypalSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.fetcher = settings.fetcher ?? fetch;
  }

  private async fetchToken(): Promise<CachedToken> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`);
    const res = await this.fetcher(`${this.settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic.toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PaymentProviderError(`PayPal token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    return { value: body.access_token, expiresAt: this.now() + body.expires_in * 1000 };
  }

  private async accessToken(): Promise<string> {
    const cached = await this.token?.catch(() => undefined);
    if (cached && cached.expiresAt - TOKEN_MARGIN_MS > this.now()) return cached.value;
    this.token = this.fetchToken();
    return (await this.token).value;
  }

  /** One JSON call; answers the parsed body (undefined for 204). */
  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await this.accessToken()}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const res = await this.fetcher(`${this.settings.apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new PaymentProviderError(`PayPal ${method} ${path}: HTTP ${res.status}`);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }
}
