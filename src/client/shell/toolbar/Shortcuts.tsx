// Pinned navigation items (data.shortcuts) as toolbar buttons, and a popover to star or unstar items.
import { Button, Flex, Popover, Space, Tooltip, Typography } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { shortcutToggled } from '../../store/settings';
import { useNavigation } from '../useNavigation';

export function Shortcuts() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { items } = useNavigation();
  const pinned = useAppSelector((state) => state.settings.shortcuts);
  const shown = items.filter((item) => pinned.includes(item.id)); // items the user may no longer see drop out

  const editor = (
    <Flex vertical style={{ width: 280, maxHeight: 360, overflow: 'auto' }}>
      {items.map((item) => {
        const on = pinned.includes(item.id);
        return (
          <Flex key={item.id} justify="space-between" align="center">
            <Typography.Text>{t(item.titleKey)}</Typography.Text>
            <Button
              type="text"
              size="small"
              aria-pressed={on}
              aria-label={t(item.titleKey)}
              icon={on ? <StarFilled style={{ color: '#faad14' }} /> : <StarOutlined />}
              onClick={() => dispatch(shortcutToggled(item.id))}
            />
          </Flex>
        );
      })}
    </Flex>
  );

  return (
    <Space size={0}>
      {shown.map((item) => {
        const Icon = item.icon;
        return (
          <Tooltip key={item.id} title={t(item.titleKey)}>
            <Link to={item.route} aria-label={t(item.titleKey)}>
              <Button type="text" icon={<Icon />} />
            </Link>
          </Tooltip>
        );
      })}
      <Popover
        trigger="click"
        title={t('shell.toolbar.shortcuts_edit')}
        content={
          <>
            {shown.length === 0 && (
              <Typography.Paragraph type="secondary">
                {t('shell.toolbar.shortcuts_empty')}
              </Typography.Paragraph>
            )}
            {editor}
          </>
        }
      >
        <Tooltip title={t('shell.toolbar.shortcuts')}>
          <Button type="text" aria-label={t('shell.toolbar.shortcuts')} icon={<StarOutlined />} />
        </Tooltip>
      </Popover>
    </Space>
  );
}
