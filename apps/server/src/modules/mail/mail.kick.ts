import type { FastifyInstance } from 'fastify';
import { deliverMailJob } from './mail.jobs';

/**
 * Asks a worker to deliver the outbox now (after a commit that queued mail). A failure here
 * loses nothing: the per-minute sweep delivers the message anyway.
 */
export async function kickMailDelivery(app: FastifyInstance): Promise<void> {
  try {
    await app.queue.send(deliverMailJob, {});
  } catch (error) {
    app.log.warn({ err: error }, 'could not enqueue mail delivery; the sweep will send it');
  }
}
