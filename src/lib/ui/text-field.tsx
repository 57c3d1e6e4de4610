import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 14px;
  label {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
`;

const control = css`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Input = styled.input`
  ${control}
`;

const Select = styled.select`
  ${control}
`;

const Error = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown beside the input, e.g. a send-code button or a picture code. */
  addon?: ReactNode;
}

/** A labelled input whose error shows beside it (announced to screen readers). */
export function TextField({ label, value, onChange, error, addon, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </Row>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices, by value and label; the first is usually an empty "please choose". */
  options: readonly { value: string; label: string }[];
}

/** A labelled drop-down list, styled as TextField. */
export function SelectField({ label, value, onChange, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Row>
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Row>
    </Field>
  );
}
