import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUBSCRIPTION_LIST_MAX } from '../../../../shared/calls/enums';
import type { RegionNode } from '../../../../shared/calls/tender';
import { Button } from '../../../lib/ui/button';
import { FieldSet } from '../../../lib/ui/check-group';
import { findRegion, provinceNode, regionLabel } from '../regions';
import { fieldBox } from './field-box';

const Box = styled(FieldSet)`
  .pick {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  select {
    height: 36px;
    min-width: 0;
    flex: 1 1 120px;
    ${fieldBox}
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 2px 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 14px;
    font-size: 13px;
  }
  li button {
    width: 26px;
    height: 26px;
    border: none;
    background: none;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 15px;
  }
`;

/** Chooses provinces or cities (province → city), at most SUBSCRIPTION_LIST_MAX of them. */
export function RegionPicker({ tree, chosen, onChange }: { tree: RegionNode[]; chosen: string[]; onChange: (codes: string[]) => void }) {
  const { t } = useTranslation('tender');
  const id = useId();
  const [provinceCode, setProvinceCode] = useState('');
  const [cityCode, setCityCode] = useState('');
  const province = provinceNode(tree, provinceCode);
  const full = chosen.length >= SUBSCRIPTION_LIST_MAX;
  const add = () => {
    const code = cityCode || provinceCode;
    if (!code || chosen.includes(code)) return;
    onChange([...chosen, code]);
    setCityCode('');
  };
  return (
    <Box data-testid="region-picker">
      <legend>{t('personal.form.regions')}</legend>
      <div className="pick">
        <label htmlFor={`${id}-province`} className="visually-hidden">
          {t('personal.form.province')}
        </label>
        <select
          id={`${id}-province`}
          value={provinceCode}
          onChange={(event) => {
            setProvinceCode(event.target.value);
            setCityCode('');
          }}
        >
          <option value="">{t('personal.form.chooseProvince')}</option>
          {tree.map((node) => (
            <option key={node.code} value={node.code}>
              {node.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-city`} className="visually-hidden">
          {t('personal.form.city')}
        </label>
        <select id={`${id}-city`} value={cityCode} disabled={!province} onChange={(event) => setCityCode(event.target.value)}>
          <option value="">{t('personal.form.wholeProvince')}</option>
          {province?.children.map((node) => (
            <option key={node.code} value={node.code}>
              {node.name}
            </option>
          ))}
        </select>
        <Button type="button" $variant="ghost" disabled={!provinceCode || full} onClick={add} data-testid="add-region">
          {t('personal.form.addRegion')}
        </Button>
      </div>
      {full && <p>{t('personal.form.regionsFull', { max: SUBSCRIPTION_LIST_MAX })}</p>}
      {chosen.length > 0 && (
        <ul>
          {chosen.map((code) => {
            const name = regionLabel(findRegion(tree, code)) || code;
            return (
              <li key={code}>
                {name}
                <button
                  type="button"
                  aria-label={t('personal.form.removeRegion', { name })}
                  onClick={() => onChange(chosen.filter((c) => c !== code))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Box>
  );
}
