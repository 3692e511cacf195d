// Membership freezes on the packages tab (MEMBER_PACKAGE_UPDATE): 'Dondur' on a running or future package opens a
// small dialog with the freeze's first and last day (both included, checked by the shared freezeSchema; the server
// checks the rest: not before today, within the package, no overlap, FREEZE_MAX_DAYS in all) and the package's
// freezes, each still running or to come with 'Erken bitir' (ended today, the package's end moved back).
import { useState } from 'react';
import { Alert, Button, Empty, Flex, List, Modal, Popconfirm, Tag, Typography } from 'antd';
import { PauseCircleOutlined } from '@ant-design/icons';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { daysInclusive } from '../../../shared/freeze';
import {
  freezeSchema,
  type MemberPackageRecord,
  type PackageFreeze,
} from '../../../shared/schemas/memberPackages';
import { Can } from '../../components/Can';
import { DateField, wireToDisplayDate } from '../../components/fields';
import { useToast } from '../../lib/useToast';
import { entities } from '../../store/entities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { businessDay } from '../../../shared/businessDay';
import { packageName } from './packageName';

const packages = entities.memberPackages;
const { freeze, unfreeze } = packages.operations;

const shown = (day: string) => <bdi dir="ltr">{wireToDisplayDate(day)}</bdi>;

/** The package's freezes, oldest first; one not over yet can be ended early. */
export function FreezeList({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const running =
    useAppSelector((state) => packages.selectors.selectOperationStatus(state, 'unfreeze')) === 'running';
  const today = businessDay();
  const freezes = pkg.freezes ?? [];

  const endEarly = async (item: PackageFreeze) => {
    const result = await dispatch(
      unfreeze({ id: pkg.id, parent: { member_id: pkg.member_id }, body: { freeze_id: item.id } }),
    );
    if (unfreeze.fulfilled.match(result)) {
      const endtime = (result.payload as MemberPackageRecord).endtime;
      toast.success(t('memberPackages.freeze.ended', { endtime: wireToDisplayDate(endtime) }));
    } else toast.error(result.payload ?? t('generic.errors.unexpected_error'));
  };

  return (
    <section aria-label={t('memberPackages.freeze.list_title')}>
      <Typography.Title level={5}>{t('memberPackages.freeze.list_title')}</Typography.Title>
      {freezes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('memberPackages.freeze.empty')} />
      ) : (
        <List
          size="small"
          dataSource={freezes}
          rowKey="id"
          renderItem={(item) => (
            <List.Item
              actions={
                item.to >= today
                  ? [
                      <Can key="end" permission="MEMBER_PACKAGE_UPDATE">
                        <Popconfirm
                          title={t('memberPackages.freeze.end_early')}
                          description={t('memberPackages.freeze.end_early_confirm')}
                          okText={t('memberPackages.freeze.end_early')}
                          cancelText={t('components.actions.cancel')}
                          onConfirm={() => endEarly(item)}
                        >
                          <Button size="small" loading={running}>
                            {t('memberPackages.freeze.end_early')}
                          </Button>
                        </Popconfirm>
                      </Can>,
                    ]
                  : []
              }
            >
              <Flex gap="small" wrap align="center">
                <span>
                  {shown(item.from)} – {shown(item.to)}
                </span>
                <Tag>{t('memberPackages.freeze.days', { count: daysInclusive(item.from, item.to) })}</Tag>
                {item.ended_early_on && (
                  <Typography.Text type="secondary">
                    {t('memberPackages.freeze.ended_early', { day: wireToDisplayDate(item.ended_early_on) })}
                  </Typography.Text>
                )}
                {item.user_name && (
                  <Typography.Text type="secondary">
                    {t('memberPackages.freeze.by')}: {item.user_name}
                  </Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

interface FreezeValues {
  from: string;
  to: string;
}

/** 'Dondur' on a package that has not ended: the dialog with the new freeze and the package's freezes. */
export function FreezeButton({ pkg }: { pkg: MemberPackageRecord }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The record as the store holds it now (an answer of _freeze or _unfreeze replaces it).
  const current = useAppSelector((state) => packages.selectors.selectById(state, pkg.id)) ?? pkg;
  if (pkg.endtime < businessDay()) return null;

  const submit = async (values: FreezeValues) => {
    setError(null);
    const result = await dispatch(
      freeze({
        id: pkg.id,
        parent: { member_id: pkg.member_id },
        body: { from: values.from, to: values.to },
      }),
    );
    if (freeze.fulfilled.match(result)) {
      const endtime = (result.payload as MemberPackageRecord).endtime;
      toast.success(t('memberPackages.freeze.done', { endtime: wireToDisplayDate(endtime) }));
      setOpen(false);
    } else setError(result.payload ?? t('generic.errors.unexpected_error'));
  };

  return (
    <Can permission="MEMBER_PACKAGE_UPDATE">
      <Button
        type="text"
        icon={<PauseCircleOutlined />}
        aria-label={`${t('memberPackages.freeze.action')}: ${packageName(pkg, t)}`}
        title={t('memberPackages.freeze.action')}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      />
      {open && (
        <Formik<FreezeValues>
          initialValues={{ from: '', to: '' }}
          validationSchema={freezeSchema}
          onSubmit={submit}
        >
          {({ submitForm, isSubmitting }) => (
            <Modal
              open
              title={`${t('memberPackages.freeze.title')}: ${packageName(pkg, t)}`}
              okText={t('memberPackages.freeze.save')}
              cancelText={t('components.actions.cancel')}
              onOk={() => void submitForm()}
              confirmLoading={isSubmitting}
              onCancel={() => setOpen(false)}
              destroyOnHidden
            >
              <Form noValidate>
                {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
                <Typography.Paragraph type="secondary">
                  {t('memberPackages.freeze.hint')}
                </Typography.Paragraph>
                <Flex gap="middle" wrap>
                  <DateField name="from" label={t('memberPackages.freeze.from')} required />
                  <DateField name="to" label={t('memberPackages.freeze.to')} required />
                </Flex>
                {/* Enter submits, as in every form. */}
                <button type="submit" hidden aria-hidden tabIndex={-1} />
              </Form>
              <FreezeList pkg={current} />
            </Modal>
          )}
        </Formik>
      )}
    </Can>
  );
}
