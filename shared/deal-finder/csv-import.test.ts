import { describe, expect, it } from 'vitest';
import { exampleDealsCsv, importDealsCsv, parseCsvNumber } from './csv-import.ts';

describe('parseCsvNumber', () => {
  it.each([
    ['250000', 250000],
    ['$250,000', 250000],
    ['1,250.50', 1250.5],
    ['1250,5', 1250.5],
    [' 99 ', 99],
    ['abc', null],
    ['1.234.567', null],
    ['', null],
  ])('%s → %s', (raw, value) => {
    expect(parseCsvNumber(raw)).toBe(value);
  });
});

describe('importDealsCsv', () => {
  it('imports the example file it offers for download', () => {
    const result = importDealsCsv(exampleDealsCsv());
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.candidates).toHaveLength(4);
    expect(result.candidates[0]).toMatchObject({
      address: '123 Calle Ejemplo',
      zip: '77033',
      price: 139000,
      beds: 3,
      monthlyRent: 1650,
      monthlyExpenses: 520,
      needsRehab: false,
      propertyType: 'single-family',
    });
    expect(result.candidates[2]).toMatchObject({
      needsRehab: true,
      ownerOccupied: true,
      rehabCost: 18000,
    });
    expect(result.candidates[3]!.monthlyRent).toBeUndefined();
    expect(result.candidates[3]!.propertyType).toBe('condo');
  });

  it('reads Spanish or English headers, any case and accents, with semicolons', () => {
    const text =
      'Dirección;PRECIO;Bedrooms;Código Postal;Renta\n"10 Elm St";"$150.000,00";3;77008;1500\n';
    const result = importDealsCsv(text);
    // "$150.000,00" is not a US number: reported, not guessed.
    expect(result.rowErrors).toEqual([
      { row: 2, message: 'Fila 2: el precio "$150.000,00" no es un número válido.' },
    ]);
    const ok = importDealsCsv('Dirección;PRECIO;Bedrooms;Código Postal\n10 Elm St;150000;3;8540\n');
    expect(ok.candidates).toEqual([{ address: '10 Elm St', price: 150000, beds: 3, zip: '08540' }]);
  });

  it('reports every problem of a row in Spanish and keeps the good rows', () => {
    const text = [
      'direccion,zip,precio,habitaciones,requiere_rehab,tipo,color',
      '1 Good St,77008,200000,3,no,unifamiliar,azul',
      ',77a08,-5,2.5,quizás,castillo,',
      '3 Big St,77008,0,3,,,',
      '4 Many St,77008,100000,25,,,',
    ].join('\n');
    const result = importDealsCsv(text);
    expect(result.candidates.map((c) => c.address)).toEqual(['1 Good St']);
    expect(result.ignoredColumns).toEqual(['color']);
    expect(result.rowErrors).toEqual([
      {
        row: 3,
        message:
          'Fila 3: el ZIP "77a08" debe tener 5 dígitos; el precio no puede ser negativo; las habitaciones deben ser un número entero; requiere_rehab debe ser "sí" o "no" (dice "quizás"); el tipo "castillo" no es unifamiliar, condominio, townhouse ni multifamiliar; falta la dirección.',
      },
      { row: 4, message: 'Fila 4: el precio debe ser mayor que 0.' },
      { row: 5, message: 'Fila 5: las habitaciones deben estar entre 0 y 20.' },
    ]);
  });

  it('fills the ZIP from the search location when the file has none', () => {
    const result = importDealsCsv('direccion,precio,habitaciones\n1 A St,100000,2\n', {
      defaultZip: '60614',
    });
    expect(result.candidates).toEqual([
      { address: '1 A St', price: 100000, beds: 2, zip: '60614' },
    ]);
    expect(importDealsCsv('direccion,precio,habitaciones\n1 A St,100000,2\n').fileErrors).toEqual([
      'Falta la columna obligatoria "zip".',
    ]);
  });

  it('says when the file is empty or has only headers, and stops at the maximum rows', () => {
    expect(importDealsCsv('').fileErrors).toEqual(['El archivo está vacío.']);
    expect(importDealsCsv('direccion,zip,precio,habitaciones\n').fileErrors).toEqual([
      'El archivo no tiene filas de propiedades debajo de los encabezados.',
    ]);
    const rows = Array.from({ length: 205 }, (_, i) => `${i} St,77008,100000,2`);
    const big = importDealsCsv(['direccion,zip,precio,habitaciones', ...rows].join('\n'));
    expect(big.candidates).toHaveLength(200);
    expect(big.rowErrors).toEqual([
      {
        row: 202,
        message:
          'Se importan como máximo 200 propiedades; esta fila y las siguientes no se importaron.',
      },
    ]);
  });
});
