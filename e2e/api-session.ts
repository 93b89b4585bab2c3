import type { Page } from '@playwright/test';

/**
 * Calls the API as the page's signed-in person (its cookies, the CSRF token echoed), to set up
 * data a flow does not exercise itself.
 */
export async function apiPost(page: Page, path: string, data: unknown): Promise<unknown> {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.endsWith('XSRF-TOKEN'))?.value ?? '';
  const response = await page.request.post(path, {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    data,
  });
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()}`);
  return response.json();
}
