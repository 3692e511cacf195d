// Colour schemes as selectable swatches; 'dark' schemes switch antd to its dark algorithm.
import { Card, Flex, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsChanged } from '../../store/settings';
import { COLOR_SCHEME_IDS, COLOR_SCHEMES } from '../../store/settingsModel';

export function ColorSchemePicker() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.settings.values.colorScheme);
  return (
    <Flex vertical gap={12} role="radiogroup" aria-label={t('shell.color_scheme.title')}>
      {COLOR_SCHEME_IDS.map((id) => {
        const scheme = COLOR_SCHEMES[id];
        const selected = id === current;
        return (
          <Card
            key={id}
            size="small"
            hoverable
            role="radio"
            aria-checked={selected}
            onClick={() => dispatch(settingsChanged({ colorScheme: id }))}
            style={{
              borderColor: selected ? scheme.primary : undefined,
              background: scheme.dark ? '#141414' : '#fff',
            }}
          >
            <Flex align="center" gap={12}>
              <span
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 6,
                  background: scheme.primary,
                  display: 'inline-block',
                }}
              />
              <Typography.Text style={{ color: scheme.dark ? '#fff' : '#000', flex: 1 }}>
                {t(`shell.color_scheme.schemes.${id}`)}
              </Typography.Text>
              {scheme.dark && <Tag>{t('shell.color_scheme.dark_hint')}</Tag>}
              {selected && <CheckCircleFilled style={{ color: scheme.primary }} />}
            </Flex>
          </Card>
        );
      })}
    </Flex>
  );
}
