import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import type * as i18nModule from '../lib/i18n';
import { initI18n } from '../lib/i18n';
import { mockApi } from '../test/api-mock';
import { startApp } from './start';

// Loading the translations is stubbed: it never ends, as if the locale file were slow.
vi.mock('../lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof i18nModule>()),
  initI18n: vi.fn(),
}));

describe('start-up', () => {
  it('asks for the session at once, alongside the translations, before anything renders', async () => {
    const adapter = mockApi(() => ({ status: 200, data: { user: null } }));

    const queryClient = startApp();

    expect(initI18n).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(adapter).toHaveBeenCalledOnce());
    expect((adapter.mock.calls[0]?.[0] as InternalAxiosRequestConfig).url).toBe('/api/session');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['auth', 'session'])).toEqual({ user: null }),
    );
  });
});
