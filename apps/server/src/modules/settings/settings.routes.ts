import {
  getPlatformSettingsContract,
  getUserSettingsContract,
  updatePlatformSettingsContract,
  updateUserSettingsContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import { changePlatformSettings, platformSettingsView } from './platform-settings.service';
import { loadUserSettings, updateUserSettings } from './user-settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const db = app.db.db;

  route(app, getUserSettingsContract, async (request) =>
    loadUserSettings(db, requireAuth(request).user.id),
  );

  route(app, updateUserSettingsContract, async (request) =>
    updateUserSettings(app.db, requireAuth(request).user.id, request.body, auditContextOf(request)),
  );

  route(app, getPlatformSettingsContract, async () => platformSettingsView(db));

  route(app, updatePlatformSettingsContract, async (request) =>
    changePlatformSettings(
      app.db,
      app.config,
      request.body,
      requireAuth(request).user.id,
      auditContextOf(request),
    ),
  );
}
