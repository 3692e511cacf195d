// The role's permission editor (spec part 1 §2 Roles): a select-all box, a box per group (indeterminate when
// partly selected) and a box per permission, labels translated; the value is the list of selected keys.
// The catalogue (GET permissions) is a lookup of the store (store/lookupsApi.ts); a failed load shows its message.
import './translations';
import { useMemo } from 'react';
import { Alert, Card, Checkbox, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionLabelKeys } from '../../../shared/permissionCatalogue';
import { lookupErrorMessage, usePermissionCatalogueQuery } from '../../store/lookupsApi';
import { allKeys, boxState, toggleKeys } from './permissionSelection';
import type { PermissionGroup } from './types';

const NO_GROUPS: PermissionGroup[] = [];

export interface PermissionEditorProps {
  value: readonly string[];
  onChange: (keys: string[]) => void;
  disabled?: boolean;
}

export function PermissionEditor({ value, onChange, disabled }: PermissionEditorProps) {
  const { t } = useTranslation();
  const { data, error, isSuccess } = usePermissionCatalogueQuery();
  const groups = useMemo(() => data ?? NO_GROUPS, [data]);

  const selected = useMemo(() => new Set(value), [value]);
  const toggle = (keys: readonly string[], on: boolean) => onChange(toggleKeys(groups, value, keys, on));

  if (error) return <Alert type="error" showIcon title={lookupErrorMessage(error)} />;
  if (!isSuccess) return <Skeleton active paragraph={{ rows: 6 }} />;

  const everything = allKeys(groups);
  const all = boxState(everything, selected);
  return (
    <Flex vertical gap={16}>
      <Checkbox {...all} disabled={disabled} onChange={(e) => toggle(everything, e.target.checked)}>
        {t('roles.permission_editor.select_all')}
      </Checkbox>
      <Row gutter={[16, 16]}>
        {groups.map((group) => (
          <Col key={group.group} xs={24} md={12} xl={8}>
            <GroupBox group={group} selected={selected} disabled={disabled} onToggle={toggle} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

interface GroupBoxProps {
  group: PermissionGroup;
  selected: ReadonlySet<string>;
  disabled?: boolean;
  onToggle: (keys: readonly string[], on: boolean) => void;
}

function GroupBox({ group, selected, disabled, onToggle }: GroupBoxProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      role="group"
      aria-label={t(permissionLabelKeys('group', group.group))}
      title={
        <Checkbox
          {...boxState(group.permissions, selected)}
          disabled={disabled}
          onChange={(e) => onToggle(group.permissions, e.target.checked)}
        >
          {t(permissionLabelKeys('group', group.group))}
        </Checkbox>
      }
    >
      <Flex vertical gap={4}>
        {group.permissions.map((key) => (
          <Checkbox
            key={key}
            checked={selected.has(key)}
            disabled={disabled}
            onChange={(e) => onToggle([key], e.target.checked)}
          >
            {t(permissionLabelKeys('permission', key))}
          </Checkbox>
        ))}
      </Flex>
    </Card>
  );
}
