import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, createTestApp, givenAccount, givenUser } from '../../test/test-app';

describeOnDatabases('user settings', (ctx) => {
  let client: TestClient;
  let user: { id: number; login: string; password: string };

  beforeEach(async () => {
    user = await givenUser(ctx.db, { email: 'before@example.org' });
    client = new TestClient(createTestApp(ctx.db));
    await client.signIn(user.login, user.password);
  });

  it('changes the login after checking the password, refusing a taken or invalid one', async () => {
    const taken = await givenUser(ctx.db);
    const wrong = await client.post('/api/updateLogin', {
      login: 'brand-new-login',
      password: 'Nope-123',
    });
    expect(wrong.body).toEqual({ messageCode: 'InvalidPasswordException' });
    const clash = await client.post('/api/updateLogin', {
      login: taken.login.toUpperCase(),
      password: user.password,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ messageCode: 'UserAlreadyExistException' });
    const invalid = await client.post('/api/updateLogin', {
      login: 'a b',
      password: user.password,
    });
    expect(invalid.body).toEqual({ messageCode: 'signup.form.login.tooShort' });
    const newLogin = `renamed${user.id}`;
    expect(
      (await client.post('/api/updateLogin', { login: newLogin, password: user.password })).status,
    ).toBe(200);
    expect((await client.get('/api/user')).body.login).toBe(newLogin);
  });

  it('asks to change the email, refusing uppercase and a wrong password', async () => {
    const upper = await client.post('/api/updateEmail', {
      email: 'New@example.org',
      password: user.password,
    });
    expect(upper.body).toEqual({ messageCode: 'signup.form.email.uppercase' });
    const wrong = await client.post('/api/updateEmail', {
      email: 'new@example.org',
      password: 'Nope-123',
    });
    expect(wrong.body).toEqual({ messageCode: 'InvalidPasswordException' });
    await client.post('/api/updateEmail', { email: 'new@example.org', password: user.password });
    // The change waits for the link mailed to the new address (email-change.int.test.ts).
    expect((await client.get('/api/user')).body.email).toBe('before@example.org');
  });

  it('changes the password: wrong current, invalid new, then success ending other sessions', async () => {
    const elsewhere = new TestClient(createTestApp(ctx.db));
    await elsewhere.signIn(user.login, user.password);
    const wrong = await client.post('/api/updatePassword', {
      oldPassword: 'Nope-123',
      newPassword: 'Nouveau-42',
    });
    expect(wrong.body).toEqual({ messageCode: 'InvalidPasswordException' });
    const weak = await client.post('/api/updatePassword', {
      oldPassword: user.password,
      newPassword: 'abc',
    });
    expect(weak.body).toEqual({ messageCode: 'ValidationException' });
    const common = await client.post('/api/updatePassword', {
      oldPassword: user.password,
      newPassword: 'Azerty123',
    });
    expect(common.body).toEqual({ messageCode: 'password.tooCommon' });
    const ok = await client.post('/api/updatePassword', {
      oldPassword: user.password,
      newPassword: 'Nouveau-42',
    });
    expect(ok.status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(
      (await new TestClient(createTestApp(ctx.db)).signIn(user.login, 'Nouveau-42')).status,
    ).toBe(200);
  });

  it('changes the phone, refusing letters or double separators', async () => {
    for (const phone of ['06 12 ab', '06--12']) {
      const res = await client.post('/api/updatePhone', { phone, phoneCode: '33' });
      expect(res.body).toEqual({ messageCode: 'param.phone.invalid' });
    }
    await client.post('/api/updatePhone', { phone: '06.12.34.56.78', phoneCode: '32' });
    expect((await client.get('/api/user')).body).toMatchObject({
      phone: '06.12.34.56.78',
      phoneCode: '32',
    });
  });

  it('saves the name, zip and mail subscriptions, requiring a name and 5-digit zip', async () => {
    const details = { usageName: 'Camille', zipcode: '69001', newsletter: true, partners: false };
    const noName = await client.post('/api/userDetails', { ...details, usageName: ' ' });
    expect(noName.body).toEqual({ messageCode: 'param.usageName.isRequired' });
    const badZip = await client.post('/api/userDetails', { ...details, zipcode: '6900' });
    expect(badZip.body).toEqual({ messageCode: 'signup.form.zipcode.invalidZip' });
    await client.post('/api/userDetails', details);
    expect((await client.get('/api/userDetails')).body).toEqual(details);
  });

  it('saves preferences, with an echeance delay from 0 to 30 and a language', async () => {
    const prefs = (await client.get('/api/preferences')).body;
    expect(prefs).toMatchObject({
      currency: 1,
      mainAccount: null,
      echeanceDelay: 0,
      language: 'fr',
    });
    for (const echeanceDelay of [-1, 31, 2.5]) {
      const res = await client.post('/api/preferences', { ...prefs, echeanceDelay });
      expect(res.body).toEqual({ messageCode: 'param.echeanceDelay.invalid' });
    }
    const saved = await client.post('/api/preferences', {
      ...prefs,
      echeanceDelay: 30,
      language: 'en',
      simpleMode: true,
      sortByDate: true,
    });
    expect(saved.body).toMatchObject({
      echeanceDelay: 30,
      language: 'en',
      simpleMode: true,
      sortByDate: true,
    });
    expect((await client.get('/api/user')).body.language).toBe('en');
    const currencies = (await client.get('/api/currencies')).body;
    expect(currencies[0]).toEqual({ currencyId: 1, name: 'Euro', symb: '€', abrv: 'EUR' });
  });

  it("answers 404 to another user's account as main account", async () => {
    const prefs = (await client.get('/api/preferences')).body;
    const other = await givenUser(ctx.db);
    const theirs = await givenAccount(ctx.db, other.id, 'Theirs');
    const res = await client.post('/api/preferences', { ...prefs, mainAccount: theirs });
    expect(res.status).toBe(404);
    expect((await client.get('/api/preferences')).body.mainAccount).toBeNull();
  });

  it('lists only one’s own accounts and takes one of them as main account', async () => {
    const own = await givenAccount(ctx.db, user.id, 'Compte courant');
    const other = await givenUser(ctx.db);
    await givenAccount(ctx.db, other.id, 'Pas à moi');
    const accounts = (await client.get('/api/account')).body;
    expect(accounts).toEqual([
      expect.objectContaining({
        accountId: own,
        name: 'Compte courant',
        currency: expect.objectContaining({ abrv: 'EUR' }),
      }),
    ]);
    const prefs = (await client.get('/api/preferences')).body;
    const saved = await client.post('/api/preferences', { ...prefs, mainAccount: own });
    expect(saved.body.mainAccount).toBe(own);
  });

  it('agrees to the current terms for oneself only', async () => {
    const cgu = (await client.get('/api/cgu/current')).body;
    expect((await client.get('/api/user')).body.agreedCgu).toBe(false);
    const other = await client.post('/api/cgu/agreement', {
      idUser: user.id + 1000,
      cguTerm: cgu.idCgu,
    });
    expect(other.status).toBe(404);
    const stale = await client.post('/api/cgu/agreement', {
      idUser: user.id,
      cguTerm: cgu.idCgu + 1,
    });
    expect(stale.body).toEqual({ messageCode: 'cgu.notCurrent' });
    await client.post('/api/cgu/agreement', { idUser: user.id, cguTerm: cgu.idCgu });
    expect((await client.get('/api/user')).body.agreedCgu).toBe(true);
  });
});
