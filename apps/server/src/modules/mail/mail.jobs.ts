import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { deliverPendingMail } from './mail.service';

/**
 * Delivers the outbox. Enqueued right after a change that queued mail, and every minute as a
 * sweep (a process may stop between the commit and the enqueue).
 */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  payload: z.object({}),
  schedule: { cron: '* * * * *' },
  concurrency: 1,
  retryLimit: 0,
  async handler(_payload, ctx) {
    const { sent, failed } = await deliverPendingMail(ctx);
    if (sent || failed) ctx.log.info({ sent, failed }, 'mail delivered');
  },
});

export const mailJobs = [deliverMailJob];
