// The classes' own form fields: a colour ('#rrggbb' from a picker with the preset colours, or typed), the
// weekdays of a schedule (ISO 1 Monday … 7 Sunday, held as a sorted number array), a wall-clock time typed "HH:mm"
// (masked, left to right in Arabic too, as the date fields are) and the room, offered among the chosen branch's.
import { useEffect, useRef, type CSSProperties, type HTMLAttributes } from 'react';
import { Checkbox, Col, ColorPicker, Flex, Input, type ColProps } from 'antd';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldItem, OptionField, fieldId, type FieldItemProps } from '../../components/fields';
import { activeClassTypeSource, branchSource, roomSource } from './optionSources';

type ItemProps = Omit<FieldItemProps, 'children'>;

/** Colours a type may take in one click; any other can be picked or typed. */
export const PRESET_COLOURS = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#fa8c16',
  '#f5222d',
  '#eb2f96',
  '#722ed1',
] as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ColourInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}

function ColourInput({ id, value, onChange, onBlur, disabled, ...aria }: ColourInputProps) {
  const { t } = useTranslation();
  // While the typed text is not a colour yet, the swatch keeps the last one (an empty picker reads as transparent).
  const shown = useRef(PRESET_COLOURS[0] as string);
  if (HEX.test(value)) shown.current = value;
  return (
    <Flex gap="small" align="center">
      <ColorPicker
        value={shown.current}
        disabledAlpha
        disabled={disabled}
        presets={[{ label: t('classes.form.preset_colours'), colors: [...PRESET_COLOURS] }]}
        onChange={(colour) => onChange(colour.toHexString())}
      />
      <Input
        {...aria}
        id={id}
        dir="ltr"
        className="ltr-input"
        maxLength={7}
        value={value}
        disabled={disabled}
        placeholder="#1677ff"
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={onBlur}
        style={{ width: 120 }}
      />
    </Flex>
  );
}

export function ColourField({ disabled, ...item }: ItemProps & { disabled?: boolean }) {
  const [field, , helpers] = useField<string>(item.name);
  return (
    <FieldItem {...item}>
      <ColourInput
        id={fieldId(item.name)}
        value={field.value ?? ''}
        disabled={disabled}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

/** A colour as a small square (lists, the roster's title). */
export function ColourSwatch({ colour, style }: { colour: string; style?: CSSProperties }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: 12,
        borderRadius: 3,
        background: colour,
        verticalAlign: 'middle',
        ...style,
      }}
    />
  );
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function WeekdaysField({ disabled, ...item }: ItemProps & { disabled?: boolean }) {
  const { t } = useTranslation();
  const [field, , helpers] = useField<number[]>(item.name);
  const options = WEEKDAYS.map((day) => ({ value: day, label: t(`classes.options.weekdays.${day}`) }));
  return (
    <FieldItem {...item}>
      <CheckGroup id={fieldId(item.name)} aria-label={t('classes.fields.weekdays')}>
        <Checkbox.Group
          options={options}
          disabled={disabled}
          value={field.value ?? []}
          onChange={(days) => {
            void helpers.setValue([...days].sort((a, b) => a - b));
            void helpers.setTouched(true, false);
          }}
        />
      </CheckGroup>
    </FieldItem>
  );
}

/** A labelled group of check boxes; `aria-required`, which FieldItem gives its field, is not a group's. */
function CheckGroup({
  'aria-required': _required,
  ...props
}: HTMLAttributes<HTMLDivElement> & { 'aria-required'?: unknown }) {
  return <div role="group" {...props} />;
}

/** The room, among the chosen branch's (none until a branch is chosen); a new branch clears it. */
export function RoomField(item: ItemProps) {
  const { values, setFieldValue } = useFormikContext<{
    branch_id: number | '';
    room_id: number | '' | null;
  }>();
  const branch = values.branch_id === '' ? undefined : values.branch_id;
  const previous = useRef(branch);
  useEffect(() => {
    if (previous.current === branch) return;
    // A room belongs to one branch: the one chosen before cannot stay with another branch.
    if (previous.current !== undefined) void setFieldValue('room_id', '');
    previous.current = branch;
  }, [branch, setFieldValue]);
  return <OptionField {...item} preset={roomSource(branch)} disabled={branch === undefined} allowClear />;
}

/** What a class is and where: its type, coach, branch and room (a weekly schedule's form and a one-off's). */
export function ClassPlaceFields({ col }: { col: ColProps }) {
  return (
    <>
      <Col {...col}>
        <OptionField name="class_type_id" preset={activeClassTypeSource} required />
      </Col>
      <Col {...col}>
        <OptionField name="coach_id" preset="coach" required />
      </Col>
      <Col {...col}>
        <OptionField name="branch_id" preset={branchSource} required />
      </Col>
      <Col {...col}>
        <RoomField name="room_id" />
      </Col>
    </>
  );
}
