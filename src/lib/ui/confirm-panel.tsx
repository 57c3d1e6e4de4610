import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmPanel({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog title={title} closeLabel={cancelLabel} onClose={onCancel}>
      <p>{message}</p>
      <Actions>
        <Button type="button" $variant="plain" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm} data-testid="confirm">
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
