import { Button, TextField } from '@aws-amplify/ui-react';
import { useForm } from 'react-hook-form';
import type { BalanceSheetInput } from '@shared/api/portfolio';
import type { BalanceSheet } from '@shared/finance/portfolio';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { readNumber } from '@shared/finance/inputs';
import { useSaveBalanceSheet } from '../api/save-balance-sheet';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const ASSETS = [
  ['cash', 'Efectivo y ahorros ($)'],
  ['retirement', 'Cuentas de retiro, 401(k)/IRA ($)'],
  ['brokerage', 'Inversiones en bolsa ($)'],
  ['other', 'Otros activos ($)'],
] as const;
const DEBTS = [
  ['homeMortgage', 'Hipoteca de tu casa ($)'],
  ['creditCards', 'Tarjetas de crédito ($)'],
  ['auto', 'Préstamo del auto ($)'],
  ['student', 'Préstamo estudiantil ($)'],
  ['other', 'Otras deudas ($)'],
] as const;

const balanceSheetResolver = lazyZodResolver<BalanceSheetInput>(() =>
  import('@shared/api/portfolio').then((m) => m.balanceSheetSchema),
);

/** The member's other assets and debts: what net worth adds to the portfolio. */
export function BalanceSheetForm({ sheet }: { sheet: BalanceSheet }) {
  const save = useSaveBalanceSheet();
  const { register, handleSubmit, formState } = useForm<BalanceSheetInput>({
    resolver: balanceSheetResolver,
    defaultValues: sheet,
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Balance guardado', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'No se pudo guardar el balance',
          description: errorMessage(error, 'Inténtalo de nuevo.'),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form className="deal-form" aria-label="Balance personal" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>Otros activos</legend>
        <div className="pro-fields">
          {ASSETS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              hasError={Boolean(formState.errors.assets?.[key])}
              errorMessage={formState.errors.assets?.[key]?.message}
              {...register(`assets.${key}`, { setValueAs: readNumber })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Otras deudas</legend>
        <div className="pro-fields">
          {DEBTS.map(([key, label]) => (
            <TextField
              key={key}
              label={label}
              inputMode="decimal"
              autoComplete="off"
              hasError={Boolean(formState.errors.debts?.[key])}
              errorMessage={formState.errors.debts?.[key]?.message}
              {...register(`debts.${key}`, { setValueAs: readNumber })}
            />
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        className="pro-btn pro-btn--primary"
        isLoading={save.isPending}
        loadingText="Guardando..."
      >
        Guardar balance
      </Button>
    </form>
  );
}
