// A member-progress list whose records are added and edited in a form above it (programs, workouts,
// measurements, diary days): the add button and each row's edit button, gated by the row's permissions.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { permissionOf, type ParentParams } from '../../../shared/resourceDef';
import { Can } from '../../components/Can';
import { EntityList, type EntityColumn } from '../../components/EntityList';
import type { EntityBinding } from '../../components/entityBinding';
import type { Entity, Stored } from '../../store/createEntitySlice';

export interface InlineEditedListProps<T extends Entity> {
  entity: EntityBinding<T>;
  parent: ParentParams;
  columns: EntityColumn<T>[];
  title: ReactNode;
  addLabel: string;
  onAdd(): void;
  onEdit(record: Stored<T>): void;
  /** A permission editing needs beyond the row's update (opening a program reads its details). */
  editAlso?: string;
  /** More header buttons before the add button. */
  extra?: ReactNode;
}

export function InlineEditedList<T extends Entity>(props: InlineEditedListProps<T>) {
  const { t } = useTranslation();
  const { entity, addLabel, onAdd, onEdit, editAlso } = props;
  const editButton = (record: Stored<T>) => (
    <Can permission={permissionOf(entity.def, 'update')}>
      <Button
        size="small"
        icon={<EditOutlined />}
        aria-label={t('components.actions.edit')}
        onClick={() => onEdit(record)}
      />
    </Can>
  );
  return (
    <EntityList<T>
      entity={entity}
      parent={props.parent}
      columns={props.columns}
      title={props.title}
      exportable={false}
      extra={
        <>
          {props.extra}
          <Can permission={permissionOf(entity.def, 'create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
              {addLabel}
            </Button>
          </Can>
        </>
      }
      rowActions={(record) =>
        editAlso ? <Can permission={editAlso}>{editButton(record)}</Can> : editButton(record)
      }
    />
  );
}
