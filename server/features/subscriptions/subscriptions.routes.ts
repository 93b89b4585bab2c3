import { Role } from '../../../contract/access';
import * as subscriptionsApi from '../../../contract/endpoints/subscriptions';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import {
  cancelOwnSubscription,
  cancelSubscriptionAsAdmin,
  paymentUrlsOf,
  startDiscovery,
  updateProfile,
} from './subscriptions-actions.service';
import {
  listSubscriptionDetails,
  listSubscriptions,
  listUserEvents,
  paymentButtons,
  paymentState,
  subscriptionDate,
  subscriptionTypesOfUser,
} from './subscriptions.service';

/** The subscription calls of spec 000 §7 for the signed-in person, and the admin's cancel. */
export function subscriptionsRoutes({ db, payments, clock, mail, logger }: AppContext) {
  const urls = paymentUrlsOf(mail.publicUrl);
  return [
    defineRoute(subscriptionsApi.listSubscriptions, {
      access: [Role.user],
      summary: 'The person’s subscriptions, as GET /api/user lists them',
      handle: ({ userId }) => listSubscriptions(db.kysely, userId, clock()),
    }),
    defineRoute(subscriptionsApi.listSubscriptionDetails, {
      access: [Role.user],
      summary: 'The person’s subscriptions with their payment state',
      handle: ({ userId }) => listSubscriptionDetails(db.kysely, userId, clock()),
    }),
    defineRoute(subscriptionsApi.getPaymentState, {
      access: [Role.user],
      summary: 'Payment state: subscriptions, types, the 15-minute window, the trial offer',
      handle: ({ userId }) => paymentState(db.kysely, userId, clock(), payments.provider),
    }),
    defineRoute(subscriptionsApi.listSubscriptionTypes, {
      access: [Role.user],
      summary: 'The person’s subscription types (spec 002 §4)',
      handle: async ({ userId }) => ({
        types: await subscriptionTypesOfUser(db.kysely, userId, clock()),
      }),
    }),
    defineRoute(subscriptionsApi.listPaymentButtons, {
      access: 'public',
      summary: 'The offers (payment modes and prices, EUR)',
      handle: () => paymentButtons(),
    }),
    defineRoute(subscriptionsApi.cancelOwnSubscription, {
      access: [Role.user],
      // A commitment of money: from a session only, never a script's token.
      apiToken: false,
      summary: 'Cancels one of the person’s own subscriptions (premium lasts to the period’s end)',
      handle: ({ userId, params }) =>
        cancelOwnSubscription(db, payments.provider, userId, params, clock()),
    }),
    defineRoute(subscriptionsApi.cancelSubscriptionAsAdmin, {
      access: [Role.user, Role.admin],
      summary: 'An admin cancels a user’s subscription (spec 002 §7)',
      handle: ({ user, params, req }) =>
        cancelSubscriptionAsAdmin(
          db,
          payments.provider,
          actorOf(logger, user, req),
          { userId: params.userId, subscriptionId: params.subscrId },
          clock(),
        ),
    }),
    defineRoute(subscriptionsApi.updateProfile, {
      access: [Role.user],
      apiToken: false,
      summary: 'Version change: PREMIUM starts a payment, FREE cancels the premium subscription',
      handle: ({ userId, body }) =>
        updateProfile(db, payments.provider, userId, body, urls, clock()),
    }),
    defineRoute(subscriptionsApi.startDiscovery, {
      access: [Role.user],
      apiToken: false,
      summary: 'Starts the premium discovery trial, once per person',
      handle: ({ userId }) => startDiscovery(db, userId, clock()),
    }),
    defineRoute(subscriptionsApi.getSubscriptionDate, {
      access: [Role.user],
      summary: 'The last day of the trial or cancelled premium, else the next billing day',
      handle: ({ userId }) => subscriptionDate(db.kysely, userId, clock()),
    }),
    defineRoute(subscriptionsApi.listUserEvents, {
      access: [Role.user],
      summary: 'The person’s subscription and payment events, newest first',
      handle: ({ userId }) => listUserEvents(db.kysely, userId),
    }),
  ];
}
