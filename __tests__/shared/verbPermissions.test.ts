// A row may guard a CRUD verb by another action of its family: a training's days, moves and
// messages are added under PERSONAL_TRAININGS_UPDATE, as the spec gates their submit buttons.
import { RESOURCES, defineResource, permissionOf } from '../../src/shared/resources';

it('maps a verb to another action of the family, leaving the others', () => {
  const row = defineResource({
    name: 'x',
    path: 'x',
    family: 'GADGETS',
    permissions: { create: 'UPDATE' },
  });
  expect(['search', 'read', 'create', 'update', 'delete'].map((a) => permissionOf(row, a))).toEqual([
    'GADGETS_SEARCH',
    'GADGETS_READ',
    'GADGETS_UPDATE',
    'GADGETS_UPDATE',
    'GADGETS_DELETE',
  ]);
  expect(permissionOf({ family: 'GADGETS' }, 'create')).toBe('GADGETS_CREATE');
});

it("adds a program's contents under the training's UPDATE", () => {
  for (const row of [
    RESOURCES.personalTrainingsDay,
    RESOURCES.personalTrainingsDayMoves,
    RESOURCES.personalTrainingMessage,
  ])
    expect([row.name, permissionOf(row, 'create')]).toEqual([row.name, 'PERSONAL_TRAININGS_UPDATE']);
  expect(permissionOf(RESOURCES.personalTrainings, 'create')).toBe('PERSONAL_TRAININGS_CREATE');
});
