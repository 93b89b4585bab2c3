import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { MemoryMailer, TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

const HOUR = 3_600_000;
type User = { id: number; login: string; password: string };

describeOnDatabases('email change', (ctx) => {
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const unique = () => Math.random().toString(36).slice(2, 8);
  let user: User;
  let oldEmail: string;
  let client: TestClient;

  /** A fresh signed-in client: sessions do not outlive the clock's jumps. */
  async function signedIn(who: User): Promise<TestClient> {
    const fresh = new TestClient(createTestApp(ctx.db, { mailer, clock: clock.read }));
    expect((await fresh.signIn(who.login, who.password)).status).toBe(200);
    return fresh;
  }

  const ask = (by: TestClient, email: string, password = user.password) =>
    by.post('/api/updateEmail', { email, password });
  const confirm = (by: TestClient, code: string) => by.post('/api/updateEmail/confirm', { code });
  const emailOf = async (by: TestClient) => (await by.get('/api/user')).body.email;

  function codeSentTo(address: string): string {
    const link = mailer.lastLinkTo(address);
    expect(`${link.origin}${link.pathname}`).toBe('http://pecule.test/parameters');
    return link.searchParams.get('confirmEmail')!;
  }

  beforeEach(async () => {
    clock.advance(2 * 24 * HOUR);
    oldEmail = `old-${unique()}@example.org`;
    user = await givenUser(ctx.db, { email: oldEmail, usageName: 'Camille', language: 'en' });
    client = await signedIn(user);
  });

  it("answers another account's address alike, however it is spelled; its mail says it is taken", async () => {
    const taken = `taken-${unique()}@example.org`;
    await givenUser(ctx.db, { email: ` ${taken.toUpperCase()} ` });
    const free = await ask(client, `free-${unique()}@example.org`);
    for (const spelling of [taken, `  ${taken}  `]) {
      const res = await ask(client, spelling);
      expect({ status: res.status, body: res.body }).toEqual({
        status: free.status,
        body: free.body,
      });
      const [warning, notice] = mailer.sent.slice(-2);
      expect(warning).toMatchObject({
        to: taken,
        subject: 'This email address is already used on Pécule',
      });
      expect(warning!.text).not.toMatch(/https?:/);
      expect(notice!.to).toBe(oldEmail);
    }
    expect(await emailOf(client)).toBe(oldEmail);
  });

  it('mails a link to the new address and a notice without it to the old one', async () => {
    const newEmail = `new-${unique()}@example.org`;
    expect((await ask(client, newEmail)).body).toEqual({ value: true });
    const [confirmation, notice] = mailer.sent.slice(-2);
    expect(confirmation).toMatchObject({
      to: newEmail,
      subject: 'Confirm your new Pécule email address',
    });
    expect(confirmation!.text).toMatch(/^Hello Camille,/);
    expect(codeSentTo(newEmail)).toMatch(/^[\w-]{20,}$/);
    expect(notice).toMatchObject({
      to: oldEmail,
      subject: 'A change of your Pécule email address was requested',
    });
    expect(notice!.text).toContain(newEmail);
    expect(notice!.text).not.toMatch(/https?:\/\//);
  });

  it('writes the mails in the language of the person', async () => {
    const french = await givenUser(ctx.db, { email: `fr-${unique()}@example.org` });
    const newEmail = `neuf-${unique()}@example.org`;
    await ask(await signedIn(french), newEmail, french.password);
    expect(mailer.sent.at(-2)?.subject).toBe('Confirmez votre nouvelle adresse e-mail Pécule');
    expect(mailer.sent.at(-1)?.subject).toBe(
      'Demande de changement de votre adresse e-mail Pécule',
    );
  });

  it('keeps the address until confirmation, then changes it once', async () => {
    const newEmail = `new-${unique()}@example.org`;
    await ask(client, newEmail);
    expect(await emailOf(client)).toBe(oldEmail);
    const code = codeSentTo(newEmail);
    expect((await confirm(client, code)).body).toEqual({ value: true });
    expect(await emailOf(client)).toBe(newEmail);
    const again = await confirm(client, code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ messageCode: 'param.email.invalidCode' });
  });

  it('refuses an expired code and leaves the address alone', async () => {
    const newEmail = `new-${unique()}@example.org`;
    await ask(client, newEmail);
    clock.advance(24 * HOUR + 1000);
    const later = await signedIn(user);
    expect((await confirm(later, codeSentTo(newEmail))).body).toEqual({
      messageCode: 'param.email.invalidCode',
    });
    expect(await emailOf(later)).toBe(oldEmail);
  });

  it("refuses another user's code, which stays usable by its owner", async () => {
    const newEmail = `new-${unique()}@example.org`;
    await ask(client, newEmail);
    const code = codeSentTo(newEmail);
    const intruder = await givenUser(ctx.db, { email: `intruder-${unique()}@example.org` });
    const theirs = await signedIn(intruder);
    expect((await confirm(theirs, code)).body).toEqual({ messageCode: 'param.email.invalidCode' });
    expect(await emailOf(theirs)).not.toBe(newEmail);
    expect((await confirm(client, code)).status).toBe(200);
    expect(await emailOf(client)).toBe(newEmail);
  });

  it('keeps only the last request, and asking for the current address withdraws it', async () => {
    const first = `first-${unique()}@example.org`;
    const second = `second-${unique()}@example.org`;
    await ask(client, first);
    const firstCode = codeSentTo(first);
    await ask(client, second);
    const secondCode = codeSentTo(second);
    expect((await confirm(client, firstCode)).status).toBe(400);
    const sent = mailer.sent.length;
    expect((await ask(client, oldEmail)).body).toEqual({ value: true });
    expect(mailer.sent.length).toBe(sent);
    expect((await confirm(client, secondCode)).status).toBe(400);
    expect(await emailOf(client)).toBe(oldEmail);
  });

  it('refuses the confirmation when another account took the address meanwhile', async () => {
    const newEmail = `new-${unique()}@example.org`;
    await ask(client, newEmail);
    await givenUser(ctx.db, { email: newEmail });
    const res = await confirm(client, codeSentTo(newEmail));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ messageCode: 'UserAlreadyExistException' });
    expect(await emailOf(client)).toBe(oldEmail);
  });

  it('checks the password first and limits requests per user', async () => {
    const sent = mailer.sent.length;
    const wrong = await ask(client, `new-${unique()}@example.org`, 'Nope-123');
    expect(wrong.body).toEqual({ messageCode: 'InvalidPasswordException' });
    expect(mailer.sent.length).toBe(sent);
    for (let i = 0; i < 4; i += 1) await ask(client, `new-${unique()}@example.org`);
    const limited = await ask(client, `new-${unique()}@example.org`);
    expect(limited.status).toBe(429);
  });

  it('answers 401 to an anonymous confirmation', async () => {
    const anonymous = new TestClient(createTestApp(ctx.db, { mailer, clock: clock.read }));
    expect((await confirm(anonymous, 'whatever')).status).toBe(401);
  });
});
