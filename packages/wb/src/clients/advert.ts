import * as z from 'zod/mini';
import { int64Id, list, opt, wbDateTime } from '../schema/fields';
import { numberMoneyOrNull } from '../schema/money-fields';
import { WbHostClient, type CallOptions } from './base';

/**
 * One spend document (УПД) of an ad campaign (`GET /adv/v1/upd`, docs/wb-notes.md#ad-spend).
 * `updSum` is an integer "в базовых единицах валюты": read as whole currency units (roubles) →
 * decimal string.
 */
const updRow = z.looseObject({
  updNum: opt(int64Id),
  updTime: wbDateTime,
  updSum: numberMoneyOrNull,
  advertId: z.int(),
  campName: opt(z.string()),
  advertType: opt(z.int()),
  paymentType: opt(z.string()),
  advertStatus: opt(z.int()),
});
export type WbAdSpend = z.output<typeof updRow>;

/** advert-api: ad spend for the P&L. */
export class WbAdvertClient extends WbHostClient {
  /** Spend between two dates (`YYYY-MM-DD`, at most 31 days apart). */
  spend(params: { from: string; to: string }, options?: CallOptions) {
    return this.call(
      {
        group: 'advert-upd',
        method: 'GET',
        path: '/adv/v1/upd',
        query: params,
        schema: list(updRow),
      },
      options,
    );
  }
}
