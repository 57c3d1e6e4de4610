import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

// A labelled box of several lines, styled as TextField: for a summary or an abstract, which run to paragraphs.

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

const Area = styled.textarea`
  min-height: 96px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.6;
  resize: vertical;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextAreaField({ label, value, onChange, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Area id={id} value={value} rows={4} onChange={(event) => onChange(event.target.value)} {...area} />
    </Field>
  );
}
