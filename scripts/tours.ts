/**
 * The product tours scripts/record-tours.ts records: what a visitor does on each screen, and the
 * Spanish caption shown while it happens. Every step is a real action on the real page, so a tour
 * that no longer matches the app fails to record instead of showing something untrue.
 */
import type { Page } from '@playwright/test';

interface Step {
  caption: string;
  run: (page: Page) => Promise<void>;
  /** The least time the step stays on screen (its caption must be readable), ms; 5 s unless set. */
  minMs?: number;
}

export interface Tour {
  id: string;
  title: string;
  description: string;
  /** The page the tour opens on. */
  start: string;
  steps: Step[];
}

/** Type like a person does, so the video shows the number being entered. */
const type = (page: Page, label: string, text: string) =>
  page.getByLabel(label).pressSequentially(text, { delay: 90 });

export const TOURS: Tour[] = [
  {
    id: 'tour-calculadora-dscr',
    title: 'Tu primer cálculo DSCR',
    description:
      'Un recorrido por la calculadora DSCR gratuita: la renta, el préstamo y la tasa, y cómo leer el resultado que mira el prestamista.',
    start: '/calculadora-dscr',
    steps: [
      {
        caption:
          'Esta es la calculadora DSCR gratuita de Inversor Listo. No necesitas una cuenta para usarla.',
        run: async () => {},
        minMs: 5500,
      },
      {
        caption: 'Escribe la renta mensual que cobrarías por la propiedad; aquí, 1,800 dólares.',
        run: (page) => type(page, 'Renta Mensual ($) *', '1800'),
      },
      {
        caption: 'Luego, el monto del préstamo que le pedirías al prestamista: 160,000 dólares.',
        run: (page) => type(page, 'Monto del Préstamo ($) *', '160000'),
      },
      {
        caption: 'Agrega la tasa de interés del préstamo y la vacancia que esperas.',
        run: async (page) => {
          await type(page, 'Tasa de Interés (%) *', '6');
          await page.getByLabel('Tasa de Vacancia (%)').fill('');
          await type(page, 'Tasa de Vacancia (%)', '0');
        },
      },
      {
        caption: 'Calcular muestra tu pago mensual y tu DSCR: la renta dividida entre ese pago.',
        run: async (page) => {
          await page.getByRole('button', { name: 'Calcular' }).click();
          const result = page.getByRole('region', { name: 'Tu DSCR' });
          await result.waitFor();
          await result.scrollIntoViewIfNeeded();
        },
        minMs: 6000,
      },
      {
        caption:
          'Muchos prestamistas DSCR piden 1.25 o más. Más abajo verás cómo lo calcula el prestamista, con impuestos y seguro.',
        run: (page) => page.mouse.wheel(0, 500),
        minMs: 7000,
      },
    ],
  },
  {
    id: 'tour-preparar-documentos',
    title: 'Prepara tus documentos',
    description:
      'La guía de documentos y la lista de verificación: qué te pedirá el prestamista y cómo seguir tu avance, gratis.',
    start: '/guia-documentos',
    steps: [
      {
        caption: 'La guía de documentos reúne lo que te pedirá el prestamista, en cuatro grupos.',
        run: async () => {},
        minMs: 5500,
      },
      {
        caption: 'En cada pestaña ves qué es cada documento y por qué lo piden.',
        run: (page) => page.getByRole('tab', { name: /Propiedad/ }).click(),
      },
      {
        caption: 'Marca lo que ya tienes listo: el avance de cada grupo se actualiza.',
        run: async (page) => {
          const panel = page.getByRole('tabpanel');
          await panel.getByRole('checkbox', { name: /Contrato de compraventa firmado/ }).check();
          await page.waitForTimeout(800);
          await panel
            .getByRole('checkbox', { name: /Contratos de arrendamiento vigentes/ })
            .check();
        },
        minMs: 5500,
      },
      {
        caption:
          'La lista de verificación te lleva paso a paso, de buscar la propiedad hasta el cierre.',
        run: async (page) => {
          await page.goto('/lista-verificacion');
          await page.locator('h1').first().waitFor();
        },
        minMs: 5500,
      },
      {
        caption:
          'Marca cada paso a tu ritmo. Se guarda en este navegador; con una cuenta gratuita, en todos tus dispositivos.',
        run: async (page) => {
          await page.getByRole('checkbox').first().check();
          await page.waitForTimeout(800);
          await page.getByRole('checkbox').nth(1).check();
        },
        minMs: 7000,
      },
    ],
  },
];
