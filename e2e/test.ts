import { test as base } from '@playwright/test';
import { serverVariable } from './servers';

export { expect } from '@playwright/test';

/** Every flow talks to the server of its worker's lane (e2e/global-setup.ts). */
export const test = base.extend({
  baseURL: async ({ baseURL: configured }, use, testInfo) =>
    use(process.env[serverVariable(testInfo.parallelIndex)] ?? configured),
});
