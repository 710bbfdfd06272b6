import { describe, expect, it } from 'vitest';
import { parseCashFlowCsv } from './cash-flow-csv';

describe('cash-flow CSV import', () => {
  it('reads months, income and expenses, with $ and commas, by property', () => {
    const csv = [
      'Propiedad,Mes,Ingresos,Gastos',
      'Casa en Tampa,2026-01,"$2,200.00","$1,950"',
      'Casa en Tampa,02/2026,2200,2400',
      '"Condo en Houston",2026-01,1500,480',
    ].join('\n');
    const result = parseCashFlowCsv(csv);
    if ('error' in result) throw new Error(result.error);
    expect(result.rows).toBe(3);
    expect(result.byProperty.get('Casa en Tampa')).toEqual([
      { month: '2026-01', income: 2200, expenses: 1950 },
      { month: '2026-02', income: 2200, expenses: 2400 },
    ]);
    expect(result.byProperty.get('Condo en Houston')).toEqual([
      { month: '2026-01', income: 1500, expenses: 480 },
    ]);
  });

  it('works without a property column (English headers too)', () => {
    const result = parseCashFlowCsv('month,income,expenses\n2025-12,1000,900\n');
    if ('error' in result) throw new Error(result.error);
    expect(result.byProperty.get('')).toEqual([{ month: '2025-12', income: 1000, expenses: 900 }]);
  });

  it('says in Spanish which line is wrong, or which columns are missing', () => {
    expect(parseCashFlowCsv('mes,ingresos\n2026-01,100')).toEqual({
      error: 'El archivo necesita las columnas mes, ingresos y gastos (en la primera fila).',
    });
    expect(parseCashFlowCsv('mes,ingresos,gastos\n2026-01,100,50\n2026-13,100,50')).toEqual({
      error: 'Fila 3: El mes debe tener el formato AAAA-MM (por ejemplo, 2026-03).',
    });
    expect(parseCashFlowCsv('mes,ingresos,gastos\n2026-01,-100,50')).toEqual({
      error: 'Fila 2: Los ingresos no puede ser negativo',
    });
    expect(parseCashFlowCsv('mes,ingresos,gastos\n2026-01,abc,50')).toEqual({
      error: 'Fila 2: Ingresa un número válido en Los ingresos',
    });
  });
});
