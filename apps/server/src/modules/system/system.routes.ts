import { healthContract } from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract } from '../../plugins/contracts';
import { checkHealth } from './system.service';

export async function systemRoutes(app: FastifyInstance) {
  registerContract(app, healthContract, async () =>
    checkHealth(app.db.db, app.config.APP_VERSION, app.log),
  );
}
