/**
 * /api/users and /api/users/invitations as grids of the shared list engine: sort, filters,
 * scoping to the current company, exports (audited), and what never leaves (password hashes,
 * invitation tokens).
 */
import type { ListRequestInput } from '@wb/shared';
import type { Invitation, Member } from '@wb/shared/identity/users.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { createCompany, createUser, signIn, uniqueEmail } from '../../../test/identity';
import { parseCsv } from '../../../test/list-files';
import { companyMembers } from './users.table';

let ctx: TestContext;
let owner: TestClient;
let logistician: TestClient;
let ownerB: TestClient;
let ownerId: string;
let companyB: string;
const emails = { alla: uniqueEmail('alla'), boris: uniqueEmail('boris') };

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000' } });
  const a = await createCompany(ctx.database, ctx.config, 'Люди А', { logistician: 1 });
  const b = await createCompany(ctx.database, ctx.config, 'Люди Б');
  ownerId = a.owner.id;
  companyB = b.company.id;
  const alla = await createUser(ctx.database, ctx.config, {
    email: emails.alla,
    fullName: 'Алла Петрова',
  });
  const boris = await createUser(ctx.database, ctx.config, {
    email: emails.boris,
    fullName: 'Борис Яковлев',
  });
  const stranger = await createUser(ctx.database, ctx.config, { fullName: 'Чужой Сотрудник' });
  await ctx.database.db.insert(companyMembers).values([
    { companyId: a.company.id, userId: alla.id, roleId: a.roles.analyst.id },
    { companyId: a.company.id, userId: boris.id, roleId: a.roles.manager.id, status: 'disabled' },
    { companyId: b.company.id, userId: stranger.id, roleId: b.roles.analyst.id },
  ]);
  owner = await signIn(ctx.app, a.owner);
  logistician = await signIn(ctx.app, a.members.logistician![0]!);
  ownerB = await signIn(ctx.app, b.owner);
  for (const [email, roleId] of [
    ['b-open@example.ru', a.roles.analyst.id],
    ['a-open@example.ru', a.roles.manager.id],
    ['revoked@example.ru', a.roles.analyst.id],
  ] as const) {
    expect((await owner.post('/api/users/invitations', { email, roleId })).statusCode).toBe(201);
  }
  await ctx.database.pool.query(
    `UPDATE invitations SET revoked_at = now() WHERE email = 'revoked@example.ru'`,
  );
  await ctx.database.pool.query(
    `INSERT INTO invitations (company_id, email, role_id, token_hash, expires_at)
     VALUES ($1, 'expired@example.ru', $2, 'h-expired', now() - interval '1 minute')`,
    [a.company.id, a.roles.analyst.id],
  );
  await ownerB.post('/api/users/invitations', {
    email: 'foreign@example.ru',
    roleId: b.roles.analyst.id,
  });
});

afterAll(async () => {
  await ctx.close();
});

const url = (path: string, list: ListRequestInput, extra = '') =>
  `${path}?list=${encodeURIComponent(JSON.stringify(list))}${extra}`;

async function page<Row>(path: string, list: ListRequestInput = {}, client = owner) {
  const res = await client.get(url(path, list));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Row[]; total: number }>();
}
const members = (list?: ListRequestInput, client?: TestClient) =>
  page<Member>('/api/users', list, client);
const invitations = (list?: ListRequestInput, client?: TestClient) =>
  page<Invitation>('/api/users/invitations', list, client);

describe('/api/users', () => {
  it("lists the company's members only, sorted by name, with my own row marked", async () => {
    const list = await members();
    expect(list.total).toBe(4);
    const names = list.items.map((m) => m.fullName);
    expect(names.slice(0, 2)).toEqual(['Алла Петрова', 'Борис Яковлев']);
    expect(names).not.toContain('Чужой Сотрудник');
    const mine = list.items.find((m) => m.userId === ownerId)!;
    expect(mine).toMatchObject({ isMe: true, isOwner: true, roleName: 'Владелец' });
    expect(list.items.filter((m) => m.isMe)).toHaveLength(1);
    // Only the contract's fields: no password hash, no second-factor secret.
    expect(Object.keys(list.items[0]!).sort()).toEqual(
      [
        'email',
        'fullName',
        'isMe',
        'isOwner',
        'joinedAt',
        'lastActiveAt',
        'roleId',
        'roleName',
        'status',
        'userId',
      ].sort(),
    );
    const other = await members({}, ownerB);
    expect(other.items.map((m) => m.fullName)).toContain('Чужой Сотрудник');
    expect(other.items.map((m) => m.email)).not.toContain(emails.alla);
  });

  it('sorts and filters on the server', async () => {
    const desc = await members({ sort: [{ field: 'fullName', dir: 'desc' }] });
    expect(desc.items.map((m) => m.fullName)).toEqual([
      'Тест Тестов',
      'Тест Тестов',
      'Борис Яковлев',
      'Алла Петрова',
    ]);
    const disabled = await members({
      filter: { op: 'and', items: [{ field: 'status', op: 'is', value: 'disabled' }] },
    });
    expect(disabled.items.map((m) => m.fullName)).toEqual(['Борис Яковлев']);
    const analysts = await members({
      filter: {
        op: 'or',
        items: [
          { field: 'roleName', op: 'equals', value: 'Аналитик' },
          { field: 'fullName', op: 'contains', value: 'Борис' },
        ],
      },
    });
    expect(analysts.items.map((m) => m.fullName)).toEqual(['Алла Петрова', 'Борис Яковлев']);
  });

  it('refuses columns that are not in the grid (a password hash is not one)', async () => {
    const res = await owner.get(
      url('/api/users', {
        filter: { op: 'and', items: [{ field: 'passwordHash', op: 'contains', value: '$' }] },
      }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('exports the filtered members to CSV, audited', async () => {
    const res = await owner.get(
      url(
        '/api/users/export',
        {
          filter: { op: 'and', items: [{ field: 'email', op: 'contains', value: 'alla' }] },
          columns: ['fullName', 'email', 'status'],
        },
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/members-\d{4}-\d{2}-\d{2}\.csv/);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows).toEqual([
      ['Имя', 'E-mail', 'Статус'],
      ['Алла Петрова', emails.alla, 'Активен'],
    ]);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id, actor_user_id FROM audit_log WHERE action = 'members.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv', actor_user_id: ownerId }]);
  });

  it("offers the company's roles to pick, to whoever may view members", async () => {
    const roles = (await owner.get('/api/users/roles')).json<{ name: string }[]>();
    expect(roles.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Владелец', 'Менеджер', 'Аналитик']),
    );
    expect((await logistician.get('/api/users/roles')).statusCode).toBe(403);
  });

  it('needs user:view for the list and the export', async () => {
    expect((await logistician.get('/api/users')).statusCode).toBe(403);
    expect((await logistician.get('/api/users/export?format=csv')).statusCode).toBe(403);
  });
});

describe('/api/users/invitations', () => {
  it('lists the open invitations of the company only, without their tokens', async () => {
    const list = await invitations();
    expect(list.items.map((i) => i.email)).toEqual(['b-open@example.ru', 'a-open@example.ru']);
    expect(list.items[0]).toMatchObject({ roleName: 'Аналитик', invitedBy: 'Тест Тестов' });
    expect(Object.keys(list.items[0]!).sort()).toEqual(
      ['createdAt', 'email', 'expiresAt', 'id', 'invitedBy', 'roleId', 'roleName'].sort(),
    );
    const other = await invitations({}, ownerB);
    expect(other.items.map((i) => i.email)).toEqual(['foreign@example.ru']);
  });

  it('sorts and filters on the server', async () => {
    const sorted = await invitations({ sort: [{ field: 'email', dir: 'asc' }] });
    expect(sorted.items.map((i) => i.email)).toEqual(['a-open@example.ru', 'b-open@example.ru']);
    const managers = await invitations({
      filter: { op: 'and', items: [{ field: 'roleName', op: 'equals', value: 'Менеджер' }] },
    });
    expect(managers.items.map((i) => i.email)).toEqual(['a-open@example.ru']);
  });

  it('exports the filtered invitations to CSV, audited, with no token in the file', async () => {
    const res = await owner.get(
      url(
        '/api/users/invitations/export',
        { sort: [{ field: 'email', dir: 'asc' }], columns: ['email', 'roleName'] },
        '&format=csv',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['E-mail', 'Роль'],
      ['a-open@example.ru', 'Менеджер'],
      ['b-open@example.ru', 'Аналитик'],
    ]);
    const hashes = await ctx.database.pool.query<{ token_hash: string }>(
      `SELECT token_hash FROM invitations WHERE company_id <> $1`,
      [companyB],
    );
    for (const { token_hash } of hashes.rows) expect(res.body).not.toContain(token_hash);
    const audit = await ctx.database.pool.query(
      `SELECT entity_id FROM audit_log WHERE action = 'invitations.export'`,
    );
    expect(audit.rows).toEqual([{ entity_id: 'csv' }]);
  });

  it('needs user:view', async () => {
    expect((await logistician.get('/api/users/invitations')).statusCode).toBe(403);
  });
});
