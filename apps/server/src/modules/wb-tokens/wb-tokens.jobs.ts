import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { checkEnabledProxies } from '../api-proxies/api-proxies.service';
import { warnExpiringTokens } from './expiry-warnings';
import { liveTokens } from './wb-tokens.repository';
import { checkToken } from './wb-tokens.service';

/** Daily at 09:00 Moscow time: expiry warnings 14, 3 and 0 days ahead, each sent once. */
export const warnTokenExpiryJob = defineJob({
  name: 'wb-tokens.warn-expiry',
  payload: z.object({}),
  schedule: { cron: '0 9 * * *' },
  concurrency: 1,
  async handler(_payload, { database, config, log }) {
    const result = await warnExpiringTokens(database, config);
    log.info(result, 'token expiry warnings');
  },
});

/**
 * Nightly: asks WB about every live token again, so a token revoked in WB's cabinet shows as
 * invalid before the sync trips over it. One at a time: the seller-info group allows 1 req/min
 * per seller (docs/wb-notes.md#rate-limits) and the limiter spaces them.
 */
export const checkTokensJob = defineJob({
  name: 'wb-tokens.check',
  payload: z.object({}),
  schedule: { cron: '30 4 * * *' },
  concurrency: 1,
  expireInSeconds: 3600,
  async handler(_payload, { database, config, log }) {
    const live = await liveTokens(database.db, new Date());
    let invalid = 0;
    for (const t of live) {
      const token = await checkToken({ database, config }, t.companyId, t.id);
      if (token.status === 'invalid') invalid++;
    }
    log.info({ checked: live.length, invalid }, 'tokens re-checked with WB');
  },
});

/** Every 15 minutes: health check of enabled outbound proxies (3 failures in a row switch one off). */
export const checkProxiesJob = defineJob({
  name: 'api-proxies.check',
  payload: z.object({}),
  schedule: { cron: '*/15 * * * *' },
  concurrency: 1,
  async handler(_payload, { database, config, log }) {
    const result = await checkEnabledProxies(database, config);
    if (result.checked) log.info(result, 'proxies checked');
  },
});

export const connectionJobs = [warnTokenExpiryJob, checkTokensJob, checkProxiesJob];
