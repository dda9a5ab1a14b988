import { Dec } from '@wb/shared';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../finances/statements/parse-statement';
import {
  DEMO_BANK_ACCOUNT,
  demoStatementDocuments,
  demoStatementFile,
} from './demo-statement-file';

const company = { name: 'ООО «Ромашка»', inn: '7707083893' };

describe('the demo bank statement', () => {
  it('is a clean 1C file of a quarter that the parser reads without a single issue', async () => {
    const file = demoStatementFile(company, '2026-11-27');
    expect([file.from, file.to]).toEqual(['2026-08-28', '2026-11-26']);
    const s = await parseStatement(file.bytes);
    expect([s.format, s.encoding, s.accounts]).toEqual(['1c', 'windows-1251', [DEMO_BANK_ACCOUNT]]);
    expect(s.issues).toEqual([]);
    expect(s.rows.flatMap((r) => r.issues)).toEqual([]);
    expect(s.rows).toHaveLength(file.documents);
    expect(file.documents).toBeGreaterThan(50);
    // Every counterparty but the two employees has a valid ИНН (the parser keeps only those).
    const withoutInn = new Set(
      s.rows.filter((r) => !r.counterparty.inn).map((r) => r.counterparty.name),
    );
    expect([...withoutInn].sort()).toEqual([
      'Кузнецова Елена Викторовна',
      'Смирнов Алексей Петрович',
    ]);
    // The section's totals are the documents' (the parser would warn otherwise) and it stays positive.
    const [section] = s.sections;
    expect(new Dec(section!.closing!).gt(0)).toBe(true);
    const kinds = new Set(s.rows.map((r) => r.direction));
    expect(kinds).toEqual(new Set(['income', 'expense']));
  });

  it('gives every day the same documents whatever the period, with numbers unique in a year', () => {
    const a = demoStatementDocuments(company, '2026-09-01', '2026-10-31');
    const b = demoStatementDocuments(company, '2026-10-01', '2026-11-30');
    const october = (docs: typeof a) => docs.filter((d) => d.date.startsWith('2026-10'));
    expect(october(a)).toEqual(october(b));
    expect(october(a).length).toBeGreaterThan(20);
    const ours = a.filter((d) => d.payer.account === DEMO_BANK_ACCOUNT).map((d) => d.number);
    expect(new Set(ours).size).toBe(ours.length);
  });
});
