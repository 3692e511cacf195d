// What the registry row says beyond the basics: per-verb permissions, files, the update method (defaults and use).
import { RESOURCES, defineResource, permissionOf } from '../../src/shared/resources';

it('a verb guarded by another permission names it; the others stay <FAMILY>_<ACTION>', () => {
  const row = defineResource({
    name: 'x',
    path: 'x',
    family: 'COURSE_PACKAGE',
    permissions: { read: 'MEMBER_CONSULTATION_POSTUR' },
  });
  expect(permissionOf(row, 'read')).toBe('MEMBER_CONSULTATION_POSTUR');
  expect(permissionOf(row, 'search')).toBe('COURSE_PACKAGE_SEARCH');
  expect(permissionOf(row, 'APPROVE')).toBe('COURSE_PACKAGE_APPROVE');
});

it('defaults: no files, PUT updates, no permission overrides', () => {
  const row = defineResource({ name: 'y', path: 'y', family: 'BRANCHES' });
  expect(row).toMatchObject({ files: {}, updateMethod: 'PUT', permissions: {} });
});

it('the posture and move-media rows as the spec wants them', () => {
  expect(permissionOf(RESOURCES.postureAnalysis, 'search')).toBe('COURSE_PACKAGE_SEARCH');
  expect(permissionOf(RESOURCES.postureAnalysis, 'update')).toBe('MEMBER_CONSULTATION_POSTUR');
  expect(permissionOf(RESOURCES.memberPostureAnalysis, 'search')).toBe('MEMBER_CONSULTATION_POSTUR');
  expect(Object.keys(RESOURCES.memberPostureAnalysis.files)).toEqual([
    'image_front',
    'image_back',
    'image_side1',
    'image_side2',
  ]);
  expect(RESOURCES.moveMedia).toMatchObject({ key: 'move_name', updateMethod: 'POST' });
  expect(permissionOf(RESOURCES.moveMedia, 'create')).toBe('COURSE_PACKAGE_UPDATE');
  expect(permissionOf(RESOURCES.moveMedia, 'delete')).toBe('COURSE_PACKAGE_DELETE');
});
