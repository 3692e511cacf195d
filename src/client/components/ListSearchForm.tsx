// The search form above a list: the criteria fields a feature names, labelled `<resource>.fields.<name>`.
// Submitting replaces the criteria (which resets page and sort); clearing empties them.
import { useEffect, type ReactNode } from 'react';
import { Button, Form, Input, Select, Space } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import type { QueryValue } from '../../shared/query';
import { useResourceTranslation } from './ResourceContext';

export interface SearchField {
  name: string;
  /** A choice among these values, labelled `<resource>.options.<name>.<value>` (instead of a text input). */
  options?: readonly (string | number)[];
  /** Any other input (antd Form.Item gives it value/onChange); a text input by default. */
  input?: ReactNode;
}

export interface ListSearchFormProps {
  fields: SearchField[];
  criteria: Record<string, QueryValue>;
  disabled?: boolean;
  onSearch: (criteria: Record<string, QueryValue>) => void;
}

export function ListSearchForm({ fields, criteria, disabled, onSearch }: ListSearchFormProps) {
  const { t, fieldLabel, optionLabel } = useResourceTranslation();
  const inputOf = (field: SearchField): ReactNode => {
    if (field.input) return field.input;
    if (!field.options) return <Input allowClear />;
    return (
      <Select
        allowClear
        style={{ minWidth: 140 }}
        placeholder={t('components.options.placeholder')}
        options={field.options.map((value) => ({ value, label: optionLabel(field.name, value) }))}
      />
    );
  };
  const [form] = Form.useForm<Record<string, QueryValue>>();

  // Show the stored criteria when coming back to the list.
  useEffect(() => {
    form.setFieldsValue(criteria);
  }, [form, criteria]);

  const clear = () => {
    form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, undefined])));
    onSearch({});
  };

  return (
    <Form
      form={form}
      layout="inline"
      role="search"
      onFinish={(values) => onSearch(values)}
      className="entity-list-search"
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={fieldLabel(field.name)}>
          {inputOf(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={disabled}>
            {t('components.actions.search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={clear} disabled={disabled}>
            {t('components.actions.clear')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
