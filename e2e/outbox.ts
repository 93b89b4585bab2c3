import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}

/**
 * The link of the newest mail sent to `to` whose URL contains `path`, from the server's dev
 * outbox (GET /dev/outbox.json, newest first). Waits for the mail to be written.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  path: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
      const urls = mails
        .filter((mail) => mail.to === to)
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []);
      link = urls.find((url) => url.includes(path));
      return link;
    })
    .toBeTruthy();
  return link as string;
}
