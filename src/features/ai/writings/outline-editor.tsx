import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { OUTLINE_SECTIONS_MAX, type WritingSection } from '../../../../shared/calls/ai-tools';
import { Button } from '../../../lib/ui/button';
import { mobile } from '../../../lib/ui/media';
import { addSection, HEADING_MAX, moveSection, removeSection, renameSection } from './outline';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 6px;
  span {
    flex: none;
    width: 2em;
    color: ${({ theme }) => theme.colors.muted};
    text-align: right;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 38px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    flex: none;
    padding: 0 10px;
    height: 38px;
  }
  ${mobile} {
    flex-wrap: wrap;
    input {
      flex-basis: calc(100% - 3em);
    }
    span + input ~ button {
      flex: 1;
    }
  }
`;

/** The outline's headings: renamed in place, moved up and down, removed, and added after any of them. */
export function OutlineEditor({
  sections,
  onChange,
  disabled,
}: {
  sections: WritingSection[];
  onChange: (next: WritingSection[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ai');
  const full = sections.length >= OUTLINE_SECTIONS_MAX;
  const fresh = t('paper.outline.newHeading');
  return (
    <>
      <List data-testid="outline-editor" aria-label={t('paper.outline.label')}>
        {sections.map((section, index) => {
          const n = index + 1;
          return (
            // The place is the key: headings repeat and change while typed.
            <Row key={index} data-testid="outline-row">
              <span aria-hidden="true">{n}.</span>
              <input
                value={section.heading}
                maxLength={HEADING_MAX}
                aria-label={t('paper.outline.heading', { n })}
                aria-invalid={section.heading.trim() === '' ? true : undefined}
                disabled={disabled}
                onChange={(event) => onChange(renameSection(sections, index, event.target.value))}
              />
              <Button
                type="button"
                $variant="plain"
                disabled={disabled || index === 0}
                aria-label={t('paper.outline.up', { n })}
                onClick={() => onChange(moveSection(sections, index, -1))}
              >
                ↑
              </Button>
              <Button
                type="button"
                $variant="plain"
                disabled={disabled || index === sections.length - 1}
                aria-label={t('paper.outline.down', { n })}
                onClick={() => onChange(moveSection(sections, index, 1))}
              >
                ↓
              </Button>
              <Button
                type="button"
                $variant="plain"
                disabled={disabled || full}
                aria-label={t('paper.outline.addAfter', { n })}
                onClick={() => onChange(addSection(sections, index, fresh))}
              >
                +
              </Button>
              <Button
                type="button"
                $variant="plain"
                disabled={disabled}
                aria-label={t('paper.outline.remove', { n })}
                onClick={() => onChange(removeSection(sections, index))}
              >
                ×
              </Button>
            </Row>
          );
        })}
      </List>
      <div>
        <Button
          type="button"
          $variant="ghost"
          disabled={disabled || full}
          onClick={() => onChange(addSection(sections, sections.length - 1, fresh))}
          data-testid="outline-add"
        >
          {full ? t('paper.outline.full', { max: OUTLINE_SECTIONS_MAX }) : t('paper.outline.add')}
        </Button>
      </div>
    </>
  );
}
