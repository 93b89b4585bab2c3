import { z } from 'zod';
import { phoneCodeSchema } from '../../../contract/phone';
import { compress } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { listPhoneCodes } from './phone-codes.service';

export function phoneCodesRoutes() {
  return [
    defineRoute({
      method: 'get',
      path: '/api/phoneCodes',
      access: 'public',
      summary: 'Every country’s calling code (public: the signup form asks for a phone)',
      answer: z.array(phoneCodeSchema),
      before: [compress],
      handle: () => listPhoneCodes(),
    }),
  ];
}
