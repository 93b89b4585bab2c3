import { z } from 'zod';
import { idParamSchema } from '../../../contract/ids';
import { Role } from '../../../contract/access';
import { subscriptionDtoSchema } from '../../../contract/auth';
import {
  paymentButtonSchema,
  paymentStateSchema,
  paymentTypesSchema,
  subscriptionDateSchema,
  subscriptionDetailsSchema,
  updateProfileAnswerSchema,
  updateProfileSchema,
  userEventSchema,
} from '../../../contract/subscriptions';
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

const id = idParamSchema;

/** The subscription calls of spec 000 §7 for the signed-in person, and the admin's cancel. */
export function subscriptionsRoutes({ db, payments, clock, mail, logger }: AppContext) {
  const urls = paymentUrlsOf(mail.publicUrl);
  return [
    defineRoute({
      method: 'get',
      path: '/api/preferences/subscriptions',
      access: [Role.user],
      summary: 'The person’s subscriptions, as GET /api/user lists them',
      answer: z.array(subscriptionDtoSchema),
      handle: ({ userId }) => listSubscriptions(db.kysely, userId, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/paypal/subscriptions',
      access: [Role.user],
      summary: 'The person’s subscriptions with their payment state',
      answer: z.array(subscriptionDetailsSchema),
      handle: ({ userId }) => listSubscriptionDetails(db.kysely, userId, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/paypal',
      access: [Role.user],
      summary: 'Payment state: subscriptions, types, the 15-minute window, the trial offer',
      answer: paymentStateSchema,
      handle: ({ userId }) => paymentState(db.kysely, userId, clock(), payments.provider),
    }),
    defineRoute({
      method: 'get',
      path: '/api/paypal/type',
      access: [Role.user],
      summary: 'The person’s subscription types (spec 002 §4)',
      answer: paymentTypesSchema,
      handle: async ({ userId }) => ({
        types: await subscriptionTypesOfUser(db.kysely, userId, clock()),
      }),
    }),
    defineRoute({
      method: 'get',
      path: '/public/api/paypal/buttons',
      access: 'public',
      summary: 'The offers (payment modes and prices, EUR)',
      answer: z.array(paymentButtonSchema),
      handle: () => paymentButtons(),
    }),
    defineRoute({
      method: 'post',
      path: '/api/paypal/subscription/:subscriptionId/cancel/simple/users/:idUser',
      access: [Role.user],
      summary: 'Cancels one of the person’s own subscriptions (premium lasts to the period’s end)',
      params: z.object({ subscriptionId: id, idUser: id }),
      answer: subscriptionDetailsSchema,
      handle: ({ userId, params }) =>
        cancelOwnSubscription(db, payments.provider, userId, params, clock()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/paypal/subscription/:subscrId/cancel/admin/users/:userId',
      access: [Role.user, Role.admin],
      summary: 'An admin cancels a user’s subscription (spec 002 §7)',
      params: z.object({ subscrId: id, userId: id }),
      answer: subscriptionDetailsSchema,
      handle: ({ user, params, req }) =>
        cancelSubscriptionAsAdmin(
          db,
          payments.provider,
          actorOf(logger, user, req),
          { userId: params.userId, subscriptionId: params.subscrId },
          clock(),
        ),
    }),
    defineRoute({
      method: 'post',
      path: '/api/updateProfile',
      access: [Role.user],
      summary: 'Version change: PREMIUM starts a payment, FREE cancels the premium subscription',
      body: updateProfileSchema,
      answer: updateProfileAnswerSchema,
      handle: ({ userId, body }) =>
        updateProfile(db, payments.provider, userId, body, urls, clock()),
    }),
    defineRoute({
      method: 'post',
      path: '/api/updateProfileToDiscovery',
      access: [Role.user],
      summary: 'Starts the premium discovery trial, once per person',
      answer: subscriptionDateSchema,
      handle: ({ userId }) => startDiscovery(db, userId, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/user/subscription-date',
      access: [Role.user],
      summary: 'The last day of the trial or cancelled premium, else the next billing day',
      answer: subscriptionDateSchema,
      handle: ({ userId }) => subscriptionDate(db.kysely, userId, clock()),
    }),
    defineRoute({
      method: 'get',
      path: '/api/event',
      access: [Role.user],
      summary: 'The person’s subscription and payment events, newest first',
      answer: z.array(userEventSchema),
      handle: ({ userId }) => listUserEvents(db.kysely, userId),
    }),
  ];
}
