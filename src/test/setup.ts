import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, vi } from 'vitest';
import './i18n';

// jsdom has no server at /ws: screens get a silent real-time channel (use-bi-events.test drives it).
vi.mock('../lib/realtime', () => ({ connectRealtime: vi.fn(() => () => undefined) }));

// The whole suite shares two cores: a screen may take more than the default second to settle.
configure({ asyncUtilTimeout: 5_000 });

// Files share a worker's modules (vitest.config.ts: isolate false): what one leaves, the next sees.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
