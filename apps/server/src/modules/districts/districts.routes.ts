import {
  addDistrictMemberContract,
  copyDistrictDefaultsContract,
  createDistrictContract,
  deleteDistrictContract,
  districtChoicesContract,
  districtsList,
  districtsOverviewContract,
  getDistrictContract,
  resetDistrictsContract,
  updateDistrictContract,
} from '@wb/shared/districts/districts.contract';
import {
  createLocalizationVersionContract,
  deleteLocalizationVersionContract,
  listLocalizationVersionsContract,
} from '@wb/shared/districts/localization.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract as route } from '../../plugins/contracts';
import { registerList } from '../../plugins/lists';
import { auditContextOf } from '../audit/audit.service';
import { requireTenant } from '../auth/session.plugin';
import { districtsSource } from './districts.list';
import * as districts from './districts.service';
import * as localization from './localization.service';

const company = (request: FastifyRequest) => requireTenant(request).companyId;

/**
 * /settings/districts (subject `district`) and the localization table of
 * /admin/platform-settings (administrators only), docs/domain.md#shipping-districts.
 */
export async function districtsRoutes(app: FastifyInstance) {
  registerList(app, districtsList, districtsSource);
  route(app, districtsOverviewContract, async (r) =>
    districts.districtsOverview(app.db.db, company(r)),
  );
  route(app, districtChoicesContract, async (r) =>
    districts.districtChoices(app.db.db, company(r)),
  );
  route(app, getDistrictContract, async (r) =>
    districts.getDistrict(app.db.db, company(r), r.params.id),
  );
  route(app, copyDistrictDefaultsContract, async (r) =>
    districts.copyDefaults(app.db, company(r), auditContextOf(r)),
  );
  route(app, resetDistrictsContract, async (r) =>
    districts.resetDistricts(app.db, company(r), auditContextOf(r)),
  );
  route(app, createDistrictContract, async (r) =>
    districts.createDistrict(app.db, company(r), r.body, auditContextOf(r)),
  );
  route(app, updateDistrictContract, async (r) =>
    districts.updateDistrict(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, addDistrictMemberContract, async (r) =>
    districts.addDistrictMember(app.db, company(r), r.params.id, r.body, auditContextOf(r)),
  );
  route(app, deleteDistrictContract, async (r) =>
    districts.deleteDistrict(app.db, company(r), r.params.id, auditContextOf(r)),
  );

  route(app, listLocalizationVersionsContract, async () => localization.listVersions(app.db.db));
  route(app, createLocalizationVersionContract, async (r) =>
    localization.createVersion(app.db, r.body, auditContextOf(r)),
  );
  route(app, deleteLocalizationVersionContract, async (r) =>
    localization.deleteVersion(app.db, r.params.validFrom, auditContextOf(r)),
  );
}
