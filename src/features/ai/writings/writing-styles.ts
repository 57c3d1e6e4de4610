import styled from 'styled-components';
import { mobile } from '../../../lib/ui/media';
import { surfacePanel } from '../../../lib/ui/surface';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  margin-bottom: 16px;
  ${surfacePanel}
  h2 {
    font-size: 18px;
  }
  h3 {
    font-size: 16px;
  }
  ${mobile} {
    padding: 14px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Hint = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldError = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A multi-line field styled as the kit's inputs. */
export const TextArea = styled.textarea`
  width: 100%;
  min-height: 160px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.7;
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Label = styled.label`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The streamed text as it comes in, kept as plain text until it is done. */
export const StreamBox = styled.pre`
  min-height: 80px;
  max-height: 360px;
  overflow: auto;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.sizes.radius}px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font: inherit;
  line-height: 1.7;
`;
