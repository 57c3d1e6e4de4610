import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { monthGrid } from './month-grid';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  table-layout: fixed;
  caption {
    margin-bottom: 6px;
    text-align: left;
    font-weight: 600;
  }
  th {
    font-size: 12px;
    font-weight: normal;
    color: ${({ theme }) => theme.colors.muted};
  }
  td {
    height: 36px;
    border-radius: ${({ theme }) => theme.sizes.radius}px;
    text-align: center;
    font-size: 13px;
    line-height: 1.1;
  }
  td[data-signed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  td[data-today='true'] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  .mark {
    display: block;
    font-size: 10px;
  }
`;

interface SignCalendarProps {
  /** YYYY-MM, China time. */
  month: string;
  today: string;
  signed: readonly string[];
}

/** The month's days, Monday first; the signed ones are filled, today is ringed. */
export function SignCalendar({ month, today, signed }: SignCalendarProps) {
  const { t } = useTranslation('points');
  const signedDays = new Set(signed);
  const weekdays = t('signIn.weekdays', { returnObjects: true }) as string[];
  const [year, number] = month.split('-').map(Number) as [number, number];
  return (
    <Table data-testid="sign-calendar">
      <caption>{t('signIn.calendar', { year, month: number })}</caption>
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week.find(Boolean) ?? ''}>
            {week.map((day, index) => {
              if (!day) return <td key={`empty-${index}`} />;
              const isSigned = signedDays.has(day);
              const isToday = day === today;
              return (
                <td key={day} data-day={day} data-signed={isSigned} data-today={isToday} aria-current={isToday ? 'date' : undefined}>
                  {Number(day.slice(8))}
                  {isSigned && <span className="mark">{t('signIn.signed')}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
