import { beforeAll, expect, it } from 'vitest';
import { sampleBytes } from '../../test/bank-samples';
import { signedInAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { startProcessMetrics } from '../../metrics/registry';

const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The value of one sample of the text format, 0 when the series is not there yet. */
function sampleOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describeOnDatabases('metrics', (ctx) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await signedInAdmin(ctx.db)).client;
  });

  const scrape = async () => {
    const res = await admin.get('/api/metrics');
    expect(res.status).toBe(200);
    return res.text;
  };

  it('answers an admin in the Prometheus text format, requests labelled by declared route', async () => {
    startProcessMetrics();
    await admin.get('/api/health');
    await admin.get('/api/cgu/987654');
    await admin.get('/api/no-such-route/123');
    const res = await admin.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(
      /^pecule_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+$/m,
    );
    expect(res.text).toContain('route="/api/cgu/:idCgu"');
    expect(res.text).toContain('route="unmatched",status="404"');
    // In no label: a figure of the text may hold these digits by chance (the registry is the
    // worker's, filled by the test files before this one).
    expect(res.text).not.toMatch(/="[^"]*987654/);
    expect(res.text).not.toContain('no-such-route');
    expect(res.text).toContain('pecule_http_request_duration_seconds_bucket{');
    expect(res.text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('refuses anonymous callers (401) and signed-in non-admins (403)', async () => {
    expect((await new TestClient(createTestApp(ctx.db)).get('/api/metrics')).status).toBe(401);
    const person = await givenUser(ctx.db);
    const client = new TestClient(createTestApp(ctx.db));
    await client.signIn(person.login, person.password);
    expect((await client.get('/api/metrics')).status).toBe(403);
  });

  it('lets the configured token in without a session, and only that one', async () => {
    const withToken = createTestApp(ctx.db, { env: { METRICS_TOKEN: TOKEN } });
    const scraper = new TestClient(withToken);
    const res = await scraper.send('get', '/api/metrics', undefined, bearer(TOKEN));
    expect(res.status).toBe(200);
    expect(res.text).toContain('pecule_http_requests_total');
    for (const wrong of [`${TOKEN}x`, TOKEN.slice(1), 'x']) {
      const refused = await scraper.send('get', '/api/metrics', undefined, bearer(wrong));
      expect(refused.status).toBe(401);
    }
    const basic = { Authorization: `Basic ${Buffer.from(`a:${TOKEN}`).toString('base64')}` };
    expect((await scraper.send('get', '/api/metrics', undefined, basic)).status).toBe(401);
  });

  it('refuses every token when none is configured', async () => {
    const scraper = new TestClient(createTestApp(ctx.db));
    expect((await scraper.send('get', '/api/metrics', undefined, bearer(TOKEN))).status).toBe(401);
    expect((await scraper.send('get', '/api/metrics', undefined, bearer(''))).status).toBe(401);
  });

  it('times database statements by dialect and kind', async () => {
    const series = (kind: string) =>
      `pecule_db_statement_duration_seconds_count{dialect="${ctx.db.dialect}",kind="${kind}"}`;
    const before = await scrape();
    await ctx.db.kysely.selectFrom('currencies').select('id').execute();
    await ctx.db.kysely.updateTable('currencies').set({ id: 0 }).where('id', '<', 0).execute();
    const after = await scrape();
    expect(sampleOf(after, series('select'))).toBeGreaterThan(sampleOf(before, series('select')));
    expect(sampleOf(after, series('update'))).toBeGreaterThan(sampleOf(before, series('update')));
    // No SQL text in the statement series (other series may name routes such as /api/currencies).
    const statementLines = after.split('\n').filter((line) => line.includes('pecule_db_statement'));
    expect(statementLines.join('\n')).not.toMatch(/currencies/i);
  });

  it('on PostgreSQL, times pool acquisitions and counts the pool’s connections', async () => {
    if (ctx.db.dialect !== 'postgres') return;
    const text = await scrape();
    expect(sampleOf(text, 'pecule_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
    expect(sampleOf(text, 'pecule_db_pool_connections{state="open"}')).toBeGreaterThan(0);
    expect(text).toContain('pecule_db_pool_waiting ');
  });

  it('records the lines and bytes of each uploaded bank file', async () => {
    const user = await givenBooksUser(ctx.db);
    const before = await scrape();
    const bytes = sampleBytes('ofx/ofxparse-bank-medium-v102-sgml.ofx');
    const res = await user.client.upload('/api/import/upload', bytes, 'bank.ofx');
    expect(res.status).toBe(200);
    const lines = (res.body.reports as { lineCount: number }[]).reduce(
      (s, r) => s + r.lineCount,
      0,
    );
    const after = await scrape();
    const delta = (series: string) => sampleOf(after, series) - sampleOf(before, series);
    expect(delta('pecule_import_file_lines_count')).toBe(1);
    expect(delta('pecule_import_file_lines_sum')).toBe(lines);
    expect(delta('pecule_import_file_bytes_sum')).toBe(bytes.length);
  });

  it('is declared in the OpenAPI document: text, admins, and the bearer when a token is set', async () => {
    const plain = await admin.get('/api/openapi.json');
    const operation = plain.body.paths['/api/metrics'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
    expect(operation['x-access']).toEqual(['ROLE_ADMIN']);
    expect(operation.security).toEqual([{ session: [] }]);
    const withToken = new TestClient(createTestApp(ctx.db, { env: { METRICS_TOKEN: TOKEN } }));
    const documented = (await withToken.get('/api/openapi.json')).body;
    expect(documented.paths['/api/metrics'].get.security).toEqual([
      { session: [] },
      { bearer: [] },
    ]);
    expect(JSON.stringify(documented)).not.toContain(TOKEN);
  });
});
