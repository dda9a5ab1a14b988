import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/client';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import {
  createCompany,
  createUser,
  lastMail,
  PASSWORD,
  signIn,
  uniqueEmail,
} from '../../../test/identity';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ config: { AUTH_EMAIL_RATE_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('companies', () => {
  it('creates a company whose creator is Владелец, switches to it, and edits requisites', async () => {
    const user = await createUser(ctx.database, ctx.config);
    const client = await signIn(ctx.app, user);
    const created = await client.post('/api/companies', {
      name: 'ООО Вторая',
      requisites: { inn: '7707083893' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'ООО Вторая',
      isOwner: true,
      isCurrent: true,
      membersCount: 1,
    });
    const me = (await client.get('/api/me')).json();
    expect(me.currentCompany.name).toBe('ООО Вторая');
    const id = created.json().id;
    const bad = await client.patch(`/api/companies/${id}`, { requisites: { inn: '123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['requisites.inn']).toBeDefined();
    const ok = await client.patch(`/api/companies/${id}`, {
      name: 'ООО Вторая и Ко',
      requisites: { inn: '7707083893', address: 'Тверь' },
    });
    expect(ok.json()).toMatchObject({ name: 'ООО Вторая и Ко', requisites: { address: 'Тверь' } });
  });

  it('deletes a company only for its owner and only with its exact name', async () => {
    const { company, owner, members } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Удаляемая',
      { manager: 1 },
    );
    const manager = await signIn(ctx.app, members.manager![0]!);
    const refused = await manager.delete(`/api/companies/${company.id}`, {
      confirmName: 'ООО Удаляемая',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('OWNER_ONLY');
    const client = await signIn(ctx.app, owner);
    const wrongName = await client.delete(`/api/companies/${company.id}`, {
      confirmName: 'ооо удаляемая',
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().fieldErrors.confirmName).toBeDefined();
    expect(
      (await client.delete(`/api/companies/${company.id}`, { confirmName: 'ООО Удаляемая' }))
        .statusCode,
    ).toBe(204);
    expect((await client.get(`/api/companies/${company.id}`)).statusCode).toBe(404);
    expect((await manager.get('/api/me')).json().currentCompany).toBeNull();
  });

  it('moves the session to another company when the current one is deleted', async () => {
    const first = await createCompany(ctx.database, ctx.config, 'ООО Остаётся');
    const client = await signIn(ctx.app, first.owner);
    const second = (await client.post('/api/companies', { name: 'ООО Уходит' })).json();
    expect((await client.get('/api/me')).json().currentCompany.id).toBe(second.id);
    await client.delete(`/api/companies/${second.id}`, { confirmName: 'ООО Уходит' });
    expect((await client.get('/api/me')).json().currentCompany.id).toBe(first.company.id);
  });

  it('switches only to companies the user belongs to', async () => {
    const mine = await createCompany(ctx.database, ctx.config, 'Моя');
    const other = await createCompany(ctx.database, ctx.config, 'Чужая');
    const client = await signIn(ctx.app, mine.owner);
    expect((await client.put('/api/me/company', { companyId: other.company.id })).statusCode).toBe(
      404,
    );
    expect(
      (await client.put('/api/me/company', { companyId: mine.company.id })).json().currentCompany
        .id,
    ).toBe(mine.company.id);
  });
});

describe('members and invitations', () => {
  it('invites a new person: the link leads to registration into the company with the role', async () => {
    const { company, owner, roles } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Приглашающая',
    );
    const client = await signIn(ctx.app, owner);
    const email = uniqueEmail('newbie');
    const invited = await client.post('/api/users/invitations', {
      email,
      roleId: roles.logistician.id,
    });
    expect(invited.statusCode).toBe(201);
    const { mail, token, link } = await lastMail(ctx.database, email);
    expect(mail?.kind).toBe('invitation');
    expect(link).toContain('/registration?invite=');
    const info = await new TestClient(ctx.app).get(`/api/auth/invitations/${token}`);
    expect(info.json()).toMatchObject({
      companyName: 'ООО Приглашающая',
      roleName: 'Логист',
      accountExists: false,
      email,
    });
    const other = await new TestClient(ctx.app).post('/api/auth/register', {
      email: uniqueEmail('x'),
      password: PASSWORD,
      fullName: 'Не тот',
      invitationToken: token,
    });
    expect(other.statusCode).toBe(400);
    const reg = await new TestClient(ctx.app).post('/api/auth/register', {
      email,
      password: PASSWORD,
      fullName: 'Новый Логист',
      invitationToken: token,
    });
    expect(reg.statusCode).toBe(202);
    const member = await signIn(ctx.app, { email });
    const me = (await member.get('/api/me')).json();
    expect(me.currentCompany).toMatchObject({ id: company.id, roleName: 'Логист' });
    expect(me.permissions).toContain('transportation:create');
    expect(me.permissions).not.toContain('finance:view');
    expect((await member.get('/api/users')).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get(`/api/auth/invitations/${token}`)).json().code).toBe(
      'TOKEN_INVALID',
    );
  });

  it('lets an existing user accept an invitation addressed to them, and nobody else', async () => {
    const { company, owner, roles } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Для своих',
    );
    const existing = await createUser(ctx.database, ctx.config);
    const stranger = await createUser(ctx.database, ctx.config);
    await (
      await signIn(ctx.app, owner)
    ).post('/api/users/invitations', { email: existing.email, roleId: roles.analyst.id });
    const { token } = await lastMail(ctx.database, existing.email);
    const wrong = await (
      await signIn(ctx.app, stranger)
    ).post('/api/me/invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_FOR_ANOTHER_EMAIL');
    const accepted = await (
      await signIn(ctx.app, existing)
    ).post('/api/me/invitations/accept', { token });
    expect(accepted.json().currentCompany).toMatchObject({ id: company.id, roleName: 'Аналитик' });
  });

  it('never leaves a company without an active Владелец', async () => {
    const { company, owner, roles, members } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Один владелец',
      { manager: 1 },
    );
    const client = await signIn(ctx.app, owner);
    const demote = await client.patch(`/api/users/${owner.id}`, { roleId: roles.manager.id });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('LAST_OWNER');
    expect((await client.patch(`/api/users/${owner.id}`, { status: 'disabled' })).json().code).toBe(
      'LAST_OWNER',
    );
    expect((await client.delete(`/api/users/${owner.id}`)).json().code).toBe('LAST_OWNER');
    // With a second owner, the first may step down.
    const second = members.manager![0]!;
    expect(
      (await client.patch(`/api/users/${second.id}`, { roleId: roles.owner.id })).statusCode,
    ).toBe(200);
    expect(
      (await client.patch(`/api/users/${owner.id}`, { roleId: roles.manager.id })).statusCode,
    ).toBe(200);
    const list = (await (await signIn(ctx.app, second)).get('/api/users')).json();
    expect(list.items.filter((m: { isOwner: boolean }) => m.isOwner)).toHaveLength(1);
    expect(company.id).toBeTruthy();
  });

  it('disabling a member takes their permissions away at once', async () => {
    const { owner, members } = await createCompany(ctx.database, ctx.config, 'ООО Отключение', {
      analyst: 1,
    });
    const analyst = await signIn(ctx.app, members.analyst![0]!);
    expect((await analyst.get('/api/roles')).statusCode).toBe(200);
    await (
      await signIn(ctx.app, owner)
    ).patch(`/api/users/${members.analyst![0]!.id}`, { status: 'disabled' });
    expect((await analyst.get('/api/roles')).statusCode).toBe(403);
  });

  it('refuses a role of another company', async () => {
    const mine = await createCompany(ctx.database, ctx.config, 'Своя роль');
    const other = await createCompany(ctx.database, ctx.config, 'Чужая роль');
    const res = await (
      await signIn(ctx.app, mine.owner)
    ).post('/api/users/invitations', { email: uniqueEmail('r'), roleId: other.roles.analyst.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.roleId).toBeDefined();
  });
});

describe('roles', () => {
  it('keeps system roles read-only and edits custom roles', async () => {
    const { owner, roles } = await createCompany(ctx.database, ctx.config, 'ООО Роли');
    const client = await signIn(ctx.app, owner);
    const system = await client.patch(`/api/roles/${roles.analyst.id}`, {
      permissions: ['order:view'],
    });
    expect(system.statusCode).toBe(409);
    expect(system.json().code).toBe('SYSTEM_ROLE_READONLY');
    expect((await client.delete(`/api/roles/${roles.owner.id}`)).json().code).toBe(
      'SYSTEM_ROLE_READONLY',
    );
    const invalid = await client.post('/api/roles', {
      name: 'Кладовщик',
      permissions: ['report:view'],
    });
    expect(invalid.statusCode).toBe(400);
    const created = await client.post('/api/roles', {
      name: 'Кладовщик',
      permissions: ['warehouse:view', 'warehouse:edit', 'warehouse:view'],
    });
    expect(created.json()).toMatchObject({
      name: 'Кладовщик',
      isSystem: false,
      permissions: ['warehouse:edit', 'warehouse:view'],
    });
    expect(
      (await client.post('/api/roles', { name: 'кладовщик', permissions: [] })).json().code,
    ).toBe('ROLE_NAME_TAKEN');
    const renamed = await client.patch(`/api/roles/${created.json().id}`, {
      name: 'Старший кладовщик',
    });
    expect(renamed.json().name).toBe('Старший кладовщик');
    const list = (await client.get('/api/roles')).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining([
        'Владелец',
        'Менеджер',
        'Логист',
        'Финансист',
        'Аналитик',
        'Старший кладовщик',
      ]),
    );
  });

  it('deletes a role in use only with a role for its members and the name typed', async () => {
    const { company, owner, roles } = await createCompany(
      ctx.database,
      ctx.config,
      'ООО Удаление роли',
    );
    const client = await signIn(ctx.app, owner);
    const role = (
      await client.post('/api/roles', { name: 'Временная', permissions: ['order:view'] })
    ).json();
    const member = await createUser(ctx.database, ctx.config);
    const { companyMembers } = await import('../users/users.table');
    await ctx.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: member.id, roleId: role.id });
    expect((await client.delete(`/api/roles/${role.id}`)).json().code).toBe('ROLE_IN_USE');
    expect(
      (
        await client.delete(`/api/roles/${role.id}`, {
          reassignToRoleId: roles.analyst.id,
          confirmName: 'временная',
        })
      ).json().code,
    ).toBe('CONFIRMATION_MISMATCH');
    expect(
      (
        await client.delete(`/api/roles/${role.id}`, {
          reassignToRoleId: roles.analyst.id,
          confirmName: 'Временная',
        })
      ).statusCode,
    ).toBe(204);
    const me = (await (await signIn(ctx.app, member)).get('/api/me')).json();
    expect(me.currentCompany.roleName).toBe('Аналитик');
  });

  it('applies a changed role to signed-in members on their next request', async () => {
    const { company, owner } = await createCompany(ctx.database, ctx.config, 'ООО Живые права');
    const client = await signIn(ctx.app, owner);
    const role = (
      await client.post('/api/roles', { name: 'Смотрящий', permissions: ['user:view'] })
    ).json();
    const member = await createUser(ctx.database, ctx.config);
    const { companyMembers } = await import('../users/users.table');
    await ctx.database.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: member.id, roleId: role.id });
    const memberClient = await signIn(ctx.app, member);
    expect((await memberClient.get('/api/users')).statusCode).toBe(200);
    await client.patch(`/api/roles/${role.id}`, { permissions: ['order:view'] });
    expect((await memberClient.get('/api/users')).statusCode).toBe(403);
  });
});
