import { LIST_RESOURCES, PERSONAL_LIST_RESOURCES } from '@wb/shared';
import { describe, expect, it } from 'vitest';
import type { ListResource } from '../../lib/list-query';
import { sharedDeclarations } from '../../../test/shared-contracts';
import { adminCompaniesResource } from '../admin/admin-companies.list';
import { adminUsersResource } from '../admin/admin-users.list';
import { apiProxiesResource } from '../api-proxies/api-proxies.list';
import { productsResource } from '../catalog/products.resource';
import { subjectsResource } from '../catalog/subjects.service';
import { companiesResource } from '../companies/companies.resource';
import { organizationsResource } from '../organizations/organizations.list';
import { wbStocksResource } from '../stocks/wb-stocks.resource';
import { invitationsResource, membersResource } from '../users/users.resource';
import { wbCookiesResource } from '../wb-cookies/wb-cookies.list';
import { wbTokensResource } from '../wb-tokens/wb-tokens.list';

const ID = '00000000-0000-4000-8000-000000000001';
type Scoped = Pick<ListResource<unknown>, 'key'> &
  Partial<Pick<ListResource<unknown>, 'scope' | 'scopeBy'>>;

/** Every grid's resource as the server builds it; a platform list has no `scope`. */
const resources: Scoped[] = [
  adminCompaniesResource,
  adminUsersResource,
  apiProxiesResource,
  productsResource,
  subjectsResource(ID, 'used'),
  companiesResource(ID),
  organizationsResource,
  wbStocksResource,
  invitationsResource,
  membersResource(ID),
  wbCookiesResource,
  wbTokensResource,
];

describe('personal grids', () => {
  it('are exactly the lists not scoped by a company (saved views follow the rows)', async () => {
    const { lists } = await sharedDeclarations();
    const keys = [...resources.map((r) => r.key), ...lists.map((l) => l.key)];
    expect(keys.sort()).toEqual([...LIST_RESOURCES].sort());
    const personal = [
      ...resources.filter((r) => r.scope === undefined || r.scopeBy === 'user').map((r) => r.key),
      ...lists.filter((l) => l.tenant !== 'company').map((l) => l.key),
    ];
    expect(personal.sort()).toEqual([...PERSONAL_LIST_RESOURCES].sort());
  });
});
