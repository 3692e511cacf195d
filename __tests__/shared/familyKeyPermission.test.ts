// A family whose catalogue key has no action (NOTIFICATIONS, spec part 1 §6): a verb mapped to the family itself
// is guarded by that bare key, not by 'NOTIFICATIONS_NOTIFICATIONS' (the member notifications).
import { RESOURCES, operationPermission, permissionOf } from '../../src/shared/resources';

it('guards a verb mapped to the family by the bare key, and operations by their full keys', () => {
  const row = RESOURCES.memberNotifications;
  expect(permissionOf(row, 'search')).toBe('NOTIFICATIONS');
  expect(permissionOf(row, 'read')).toBe('NOTIFICATIONS');
  expect(operationPermission(row, row.operations.send)).toBe('NOTIFICATIONS_CREATE');
  expect(operationPermission(RESOURCES.memberPackages, RESOURCES.memberPackages.operations.remind)).toBe(
    'NOTIFICATIONS_CREATE',
  );
  // Unchanged elsewhere: an action of the family, and a family without mapping.
  expect(permissionOf({ family: 'MEMBER_PACKAGE' }, 'update')).toBe('MEMBER_PACKAGE_UPDATE');
  expect(RESOURCES.memberPackages.actions).not.toContain('delete');
});
