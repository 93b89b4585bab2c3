import { z } from 'zod';
import { subscriptionDtoSchema } from '../auth';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';
import {
  paymentButtonSchema,
  paymentStateSchema,
  paymentTypesSchema,
  subscriptionDateSchema,
  subscriptionDetailsSchema,
  updateProfileAnswerSchema,
  updateProfileSchema,
  userEventSchema,
} from '../subscriptions';

export const listSubscriptions = endpoint('get', '/api/preferences/subscriptions', {
  answer: z.array(subscriptionDtoSchema),
});

export const listSubscriptionDetails = endpoint('get', '/api/paypal/subscriptions', {
  answer: z.array(subscriptionDetailsSchema),
});

export const getPaymentState = endpoint('get', '/api/paypal', { answer: paymentStateSchema });

export const listSubscriptionTypes = endpoint('get', '/api/paypal/type', {
  answer: paymentTypesSchema,
});

export const listPaymentButtons = endpoint('get', '/public/api/paypal/buttons', {
  answer: z.array(paymentButtonSchema),
});

export const cancelOwnSubscription = endpoint(
  'post',
  '/api/paypal/subscription/:subscriptionId/cancel/simple/users/:idUser',
  {
    params: z.object({ subscriptionId: idParamSchema, idUser: idParamSchema }),
    answer: subscriptionDetailsSchema,
  },
);

export const cancelSubscriptionAsAdmin = endpoint(
  'post',
  '/api/paypal/subscription/:subscrId/cancel/admin/users/:userId',
  {
    params: z.object({ subscrId: idParamSchema, userId: idParamSchema }),
    answer: subscriptionDetailsSchema,
  },
);

export const updateProfile = endpoint('post', '/api/updateProfile', {
  body: updateProfileSchema,
  answer: updateProfileAnswerSchema,
});

export const startDiscovery = endpoint('post', '/api/updateProfileToDiscovery', {
  answer: subscriptionDateSchema,
});

export const getSubscriptionDate = endpoint('get', '/api/user/subscription-date', {
  answer: subscriptionDateSchema,
});

export const listUserEvents = endpoint('get', '/api/event', {
  answer: z.array(userEventSchema),
});
