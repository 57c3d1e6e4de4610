import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

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

const Input = styled.input`
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
