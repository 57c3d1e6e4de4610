import styled from 'styled-components';

/** A form's group of related inputs under a small legend. */
export const FieldSet = styled.fieldset`
  margin: 0 0 14px;
  padding: 0;
  border: none;
  legend {
    margin-bottom: 6px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Set = styled(FieldSet)`
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 14px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-size: 14px;
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CheckOption<T extends string> {
  value: T;
  label: string;
}

/** A labelled group of checkboxes choosing any number of values (none chosen: no restriction). */
export function CheckGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  testId,
}: {
  legend: string;
  options: CheckOption<T>[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  testId?: string;
}) {
  const toggle = (value: T, on: boolean) =>
    onChange(options.map((option) => option.value).filter((v) => (v === value ? on : chosen.includes(v))));
  return (
    <Set data-testid={testId}>
      <legend>{legend}</legend>
      <div>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </Set>
  );
}
