import { z } from 'zod';
import { exportUsersSchema } from '../admin-users';
import {
  countPerProfileSchema,
  functionalityDtoSchema,
  packDtoSchema,
  profileDtoSchema,
  usageSummarySchema,
} from '../admin-users-actions';
import { endpoint } from '../endpoint';

export const countUsersPerProfile = endpoint('get', '/api/users/countPerProfile', {
  answer: countPerProfileSchema,
});

export const getUsageSummary = endpoint('get', '/api/users/usageSummary', {
  answer: usageSummarySchema,
});

export const listProfiles = endpoint('get', '/api/profile', { answer: z.array(profileDtoSchema) });

export const listPacks = endpoint('get', '/api/packs', { answer: z.array(packDtoSchema) });

export const listFunctionalities = endpoint('get', '/api/functionalities', {
  answer: z.array(functionalityDtoSchema),
});

export const listOwnFunctionalities = endpoint('get', '/api/functionalities/users/current', {
  answer: z.array(z.object({ code: z.string() })),
});

/** A CSV file, its name in Content-Disposition (no JSON answer). */
export const exportUsers = endpoint('post', '/api/export/users', { body: exportUsersSchema });
