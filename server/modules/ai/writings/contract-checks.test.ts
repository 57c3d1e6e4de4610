import { describe, expect, it } from 'vitest';
import { checkContract } from './contract-checks';
import { numberOf, numbersIn, splitClauses } from './contract-clauses';
import rules from '../../../../locales/zh-cn/contract-rules.json';

// The clause splitter and the rules on small contracts, one rule at a time.

const findings = (text: string) => checkContract(splitClauses(text)).map((finding) => [finding.rule, finding.clause, finding.vars]);
const rulesOf = (text: string) => checkContract(splitClauses(text)).map((finding) => finding.rule);

describe('numbers as contracts write them', () => {
  it.each([
    ['28', 28],
    ['2.5', 2.5],
    ['十', 10],
    ['十五', 15],
    ['二十八', 28],
    ['一百二十', 120],
    ['三', 3],
    ['abc', Number.NaN],
  ])('%s is %d', (written, value) => {
    expect(numberOf(written)).toBe(value);
  });

  it('finds day limits and percentages', () => {
    expect(numbersIn('发包人应在收到申请后二十八天内支付，逾期 7 日内补付', rules.dayLimit)).toEqual([28, 7]);
    expect(numbersIn('按 65% 支付，另扣百分之五', rules.percent)).toEqual([65, 5]);
  });
});

describe('clauses', () => {
  it('starts a clause at each numbering style and keeps the preamble', () => {
    const clauses = splitClauses('施工合同\n发包人：甲\n第一条 工程概况\n内容\n1.1 名称\n一、付款\n（二）计量\n2023年开工');
    expect(clauses.map((clause) => clause.label)).toEqual(['施工合同', '第一条', '1.1', '一', '（二）']);
    expect(clauses[4]!.text).toBe('（二）计量\n2023年开工');
  });
});

describe('rules', () => {
  const base = [
    '第一条 计量：每月25日前报送工程量，监理人7天内核实确认。',
    '第二条 变更：变更按已标价清单单价估价，发包人14天内确认。',
    '第三条 价格调整：主要材料价格波动超过5%的部分按信息价调整。',
    '第四条 质量保证金：按结算价款的3%预留，缺陷责任期满后14天内返还。',
    '第五条 争议：提交澜州仲裁委员会仲裁。',
  ];
  const contract = (payment: string) => [payment, ...base].join('\n');

  it('finds nothing in a fair contract', () => {
    expect(findings(contract('第六条 进度款：发包人在计量确认后14天内按已完成工程价款的85%支付进度款。'))).toEqual([]);
  });

  it('notes a late, a low and a missing payment term, but not an advance payment', () => {
    expect(rulesOf(contract('第六条 进度款：发包人在计量确认后三十日内按已完成工程价款的85%支付进度款。'))).toEqual(['paymentLate']);
    expect(rulesOf(contract('第六条 进度款：发包人在计量确认后14天内按已完成工程价款的60%支付进度款。'))).toEqual(['paymentRatioLow']);
    expect(rulesOf(contract('第六条 进度款：发包人按已完成工程价款的85%支付进度款。'))).toEqual(['paymentNoDeadline']);
    expect(rulesOf(contract('第六条 进度款：预付款为合同价的10%；进度款在计量确认后14天内按85%支付。'))).toEqual([]);
  });

  it('notes a retention over 3 % and no return time', () => {
    const text = contract('第六条 进度款：发包人在计量确认后14天内按已完成工程价款的85%支付进度款。').replace(
      '按结算价款的3%预留，缺陷责任期满后14天内返还。',
      '按结算价款的百分之五预留。',
    );
    expect(findings(text)).toEqual([
      ['retentionHigh', '第四条', { percent: 5, max: 3 }],
      ['retentionNoReturn', '第四条', {}],
    ]);
  });

  it('notes both arbitration and court, and a fixed price over a long period', () => {
    const text = [
      '第六条 进度款：发包人在计量确认后14天内按已完成工程价款的85%支付进度款。',
      ...base.slice(0, 2),
      '第三条 合同价格：本合同为固定总价合同，价格不予调整。工期为18个月。',
      base[3],
      '第五条 争议：可向仲裁委员会申请仲裁，也可向人民法院起诉。',
    ].join('\n');
    expect(rulesOf(text).sort()).toEqual(['disputeBoth', 'fixedPriceLong']);
  });
});
