import * as phoneCodesApi from '../../../contract/endpoints/phone-codes';
import { compress } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { listPhoneCodes } from './phone-codes.service';

export function phoneCodesRoutes() {
  return [
    defineRoute(phoneCodesApi.listPhoneCodes, {
      access: 'public',
      summary: 'Every country’s calling code (public: the signup form asks for a phone)',
      before: [compress],
      handle: () => listPhoneCodes(),
    }),
  ];
}
