import { expect, test } from './test';
import { AppShell } from './pages/app-shell';
import { createActiveAccount, newPerson } from './people';
import { signInWatchingDialogs } from './signed-in';

// Once signed in, the SPA opens STOMP over SockJS at /ws with a ticket and
// subscribes to /topic/bi; signing out closes it.

test('the signed-in app keeps a real-time connection to /topic/bi, closed on sign-out', async ({
  page,
  request,
}) => {
  const frames: string[] = [];
  const opened = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/'));
  const person = newPerson('rt');
  await createActiveAccount(request, person);
  const dialogs = await signInWatchingDialogs(page, person);
  const ws = await opened;
  ws.on('framereceived', ({ payload }) => frames.push(String(payload)));
  ws.on('framesent', ({ payload }) => frames.push(String(payload)));
  await expect.poll(() => frames.join('|')).toContain('CONNECTED');
  await expect.poll(() => frames.join('|')).toContain('destination:/topic/bi');
  expect(frames.join('|')).not.toContain('ERROR');

  // A newcomer lands on the home page and its greeting, which holds the page until dismissed.
  const greeting = page.getByRole('dialog', { name: /^Bienvenue sur Pécule/ });
  await greeting.getByRole('button', { name: 'C’est parti' }).click();
  await expect(greeting).toBeHidden();

  const closed = ws.waitForEvent('close');
  await new AppShell(page).logout.click();
  await expect(page).toHaveURL(/\/login$/);
  await closed;
  expect(dialogs).toEqual([]);
});
