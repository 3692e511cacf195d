// The shared schemas are the spec's validation rules for both the forms and the server.
import { ValidationError } from 'yup';
import { articleSchema } from '../../../src/shared/schemas/articles';
import { branchSchema } from '../../../src/shared/schemas/branches';
import { memberSchema } from '../../../src/shared/schemas/members';
import { roleSchema } from '../../../src/shared/schemas/roles';
import { createUserSchema, editUserSchema } from '../../../src/shared/schemas/users';

async function errors(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path, i.message]));
  }
}

describe('shared entity schemas', () => {
  it('users: every field required, password pair only on create', async () => {
    const create = await errors(createUserSchema, {});
    expect(Object.keys(create).sort()).toEqual([
      'branches_id',
      'email',
      'lastname',
      'name',
      'password',
      'password_again',
      'phone',
      'roles_id',
      'status',
      'title',
      'type',
      'username',
    ]);
    expect(Object.keys(await errors(editUserSchema, {}))).not.toContain('password');
    expect(
      await errors(createUserSchema.pick(['password', 'password_again']), {
        password: 'a',
        password_again: 'b',
      }),
    ).toEqual({
      password_again: 'users.fields.password_again_err',
    });
  });

  it('members: the five required fields, e-mail format, yyyy-MM-dd birthdate', async () => {
    expect(await errors(memberSchema, {})).toEqual({
      name: 'generic.fields.required',
      birthdate: 'generic.fields.required',
      email: 'generic.fields.required',
      status: 'generic.fields.required',
      customer_type: 'generic.fields.required',
    });
    const ok = memberSchema.cast({
      name: 'A',
      birthdate: '2000-01-31',
      email: 'a@b.co',
      status: 'active',
      customer_type: '0',
      reference: '',
    });
    expect(ok).toMatchObject({
      customer_type: 0,
      reference: 0,
      height: 0,
      use_device_health: 0,
      target_daily_calorie: 0,
    });
    expect(await errors(memberSchema, { ...ok, email: 'nope', birthdate: '2000-02-31' })).toEqual({
      email: 'generic.fields.email_format_err',
      birthdate: 'generic.fields.invalid',
    });
  });

  it('articles, roles and branches: required fields of the spec', async () => {
    expect(Object.keys(await errors(articleSchema, {})).sort()).toEqual([
      'content',
      'lang',
      'status',
      'title',
      'type',
    ]);
    expect(Object.keys(await errors(roleSchema, {})).sort()).toEqual(['name', 'status']);
    expect(Object.keys(await errors(branchSchema, {})).sort()).toEqual([
      'address',
      'city',
      'latitude',
      'longitude',
      'name',
      'nutritionist_id',
      'status',
      'supervisor_id',
    ]);
  });
});
