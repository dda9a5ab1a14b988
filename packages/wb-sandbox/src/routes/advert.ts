/**
 * advert-api: ad spend documents `GET /adv/v1/upd?from=&to=` (1–31 days,
 * docs/wb-notes.md#ad-spend).
 */
import { updsOfDay } from '../gen/adverts.ts';
import { fmtMskOffset, parseDay } from '../gen/time.ts';
import type { RouteDef } from '../http/route.ts';
import { fail } from './util.ts';

export const ADVERT_ROUTES: RouteDef[] = [
  {
    method: 'GET',
    host: 'advert',
    path: '/adv/v1/upd',
    group: 'advert-upd',
    category: 'promotion',
    style: 'advert',
    handler: (ctx) => {
      const from = parseDay(ctx.query.get('from') ?? undefined);
      const to = parseDay(ctx.query.get('to') ?? undefined);
      if (Number.isNaN(from) || Number.isNaN(to)) return void fail(ctx, 'Некорректный период');
      if (to < from || to - from > 30) {
        return void fail(ctx, 'Период не должен превышать 31 день');
      }
      const rows: object[] = [];
      for (let day = from; day <= to; day++) {
        for (const u of updsOfDay(ctx.seller.cfg, day)) {
          if (u.updTime > ctx.now) continue;
          rows.push({
            updNum: u.updNum,
            updTime: fmtMskOffset(u.updTime),
            updSum: u.updSum,
            advertId: u.campaign.advertId,
            campName: u.campaign.campName,
            advertType: u.campaign.advertType,
            paymentType: u.campaign.paymentType,
            advertStatus: u.campaign.advertStatus,
          });
        }
      }
      ctx.reply.json(200, rows);
    },
  },
];
