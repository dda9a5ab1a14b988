import {
  getPlatformSettingsContract,
  getUserSettingsContract,
  updatePlatformSettingsContract,
  updateUserSettingsContract,
} from '@wb/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import { registerContract as route } from '../../plugins/contracts';
import { audit, auditContextOf } from '../audit/audit.service';
import { requireAuth } from '../auth/session.plugin';
import { listUserCompanies } from '../companies/companies.repository';
import {
  getPlatformSettings,
  isMailPasswordSet,
  updatePlatformSettings,
} from './platform-settings.service';
import { loadUserSettings, saveUserSettings } from './user-settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const db = app.db.db;

  route(app, getUserSettingsContract, async (request) =>
    loadUserSettings(db, requireAuth(request).user.id),
  );

  route(app, updateUserSettingsContract, async (request) => {
    const auth = requireAuth(request);
    const patch = request.body;
    if (patch.defaultCompanyId) {
      const mine = await listUserCompanies(db, auth.user.id);
      if (!mine.some((m) => m.company.id === patch.defaultCompanyId && m.status === 'active')) {
        throw new AppError('VALIDATION_FAILED', 'Нет такой компании', 400, {
          defaultCompanyId: ['Выберите одну из своих компаний'],
        });
      }
    }
    return db.transaction(async (tx) => {
      const next = await saveUserSettings(tx, auth.user.id, patch);
      await audit(tx, auditContextOf(request), {
        action: 'settings.user_changed',
        entity: 'user_settings',
        entityId: auth.user.id,
        after: patch,
      });
      return next;
    });
  });

  const view = async () => ({
    ...(await getPlatformSettings(db)),
    mailPasswordSet: await isMailPasswordSet(db),
  });

  route(app, getPlatformSettingsContract, async () => view());

  route(app, updatePlatformSettingsContract, async (request) => {
    const auth = requireAuth(request);
    await db.transaction(async (tx) => {
      const { before, after } = await updatePlatformSettings(
        tx,
        app.config,
        request.body,
        auth.user.id,
      );
      await audit(tx, auditContextOf(request), {
        action: 'admin.platform_settings_changed',
        entity: 'platform_settings',
        before,
        after: { ...after, mailPasswordChanged: request.body.mailPassword !== undefined },
      });
    });
    return view();
  });
}
