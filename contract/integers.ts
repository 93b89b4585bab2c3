import { z } from 'zod';
import { memoized } from './memoized';
import { MessageCode } from './message-codes';

/**
 * The largest value of a 32-bit integer column (PostgreSQL `integer`, SQLite's ids are wider):
 * every whole number that is not money stops there, ids included, so that no value a client
 * sends overflows the column it is compared with or stored in.
 */
export const INT4_MAX = 2_147_483_647;

/** A whole number that fits a 32-bit column; every failure carries `message`. */
export const int4Field = memoized((message: string = MessageCode.validation) =>
  z
    .number(message)
    .int(message)
    .min(-INT4_MAX - 1, message)
    .max(INT4_MAX, message),
);
