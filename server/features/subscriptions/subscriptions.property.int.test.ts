import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { SUBSCRIPTION_STATUSES } from '../../../contract/subscriptions';
import type { PaypalWebhookVerifier } from '../../integrations/payments/paypal-webhook-verifier';
import { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { describeOnDatabases } from '../../test/databases';
import { TestClock, givenUser } from '../../test/test-app';
import { dayOfInstant, isLiveRow } from './subscription-facts';
import { subscribe } from './subscriptions-actions.service';
import { premiumHasEnded, reconcileProfile } from './subscriptions-profile.service';
import { WEBHOOK_EVENTS, receiveWebhook } from './subscriptions-webhook.service';
import * as repository from './subscriptions.repository';

const DAY = 24 * 3600_000;
const EVENT_TYPES = Object.keys(WEBHOOK_EVENTS);
const acceptAll = { verify: async () => 'ok' } as unknown as PaypalWebhookVerifier;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('provider' as const),
    status: fc.constantFrom(...SUBSCRIPTION_STATUSES),
    nextBilling: fc.option(fc.integer({ min: -40, max: 400 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    type: fc.constantFrom(...EVENT_TYPES),
    eventId: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 60 }) }),
);

describeOnDatabases('subscriptions property', (ctx) => {
  it('no sequence of webhook events leaves premium without a live subscription, or USER with one', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const clock = new TestClock();
        const sandbox = new SandboxProvider(clock.read);
        const payments = { provider: sandbox, sandbox, verifier: acceptAll };
        const user = await givenUser(ctx.db);
        const urls = { returnUrl: 'http://x/ok', cancelUrl: 'http://x/ko' };
        const { approveUrl } = await subscribe(
          ctx.db,
          sandbox,
          user.id,
          'PREMIUM_MENSUEL',
          urls,
          clock.now,
        );
        const providerId = /SANDBOX-[0-9A-F]+/.exec(approveUrl!)![0];
        for (const s of steps) {
          if (s.kind === 'days') clock.advance(s.days * DAY);
          if (s.kind === 'provider') {
            const next =
              s.nextBilling === null ? null : dayOfInstant(clock.now + s.nextBilling * DAY);
            sandbox.setStatus(providerId, s.status, next);
          }
          if (s.kind === 'event') {
            const body = {
              id: `R${run}-E${s.eventId}`,
              event_type: s.type,
              resource: { id: providerId, billing_agreement_id: providerId },
            };
            await receiveWebhook(ctx.db, payments, {}, Buffer.from('{}'), body, clock.now);
          }
          const state = (await repository.findUserState(ctx.db.kysely, user.id))!;
          // What the session read does on every request.
          if (
            state.profileName === ProfileName.premium &&
            premiumHasEnded(state.profileEndDate, clock.now)
          ) {
            await reconcileProfile(ctx.db.kysely, user.id, clock.now);
          }
          const profile = (await repository.findUserState(ctx.db.kysely, user.id))!.profileName;
          const rows = await repository.findSubscriptionsOfUser(ctx.db.kysely, user.id);
          const live = rows.some(
            (row) => row.type === 'PREMIUM' && isLiveRow(row, dayOfInstant(clock.now)),
          );
          expect({ profile, live }).toEqual({
            profile: live ? ProfileName.premium : ProfileName.user,
            live,
          });
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
