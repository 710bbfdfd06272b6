import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import {
  DEAL_MIN_CAP_RATES,
  DEAL_PRICE_RANGES,
  DEAL_PROPERTY_TYPES,
  hasCriteria,
  type DealCriteria,
  type DealPriceRangeId,
  type DealPropertyType,
} from '@shared/elite/offers';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCreateAlert } from '../api/create-alert';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './elite.css';
import './elite-deals.css';

interface FilterProps {
  applied: DealCriteria;
  onApply: (criteria: DealCriteria) => void;
}
/** Saves the bar's criteria as an alert, or says to pick one first. */
function useSaveAlert(draft: DealCriteria) {
  const createAlert = useCreateAlert();
  const saveAlert = () => {
    if (!hasCriteria(draft)) {
      toast({
        title: 'Elige tus criterios',
        description: 'Elige al menos un criterio para tu alerta.',
        variant: 'destructive',
      });
      return;
    }
    createAlert.mutate(draft, {
      onSuccess: ({ message, alert }) =>
        toast({
          title: 'Alerta creada',
          description: `${alert.summary}. ${message}`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'No pudimos crear la alerta',
          description: errorMessage(error, 'Intenta de nuevo.'),
          variant: 'destructive',
        }),
    });
  };
  return { saveAlert, saving: createAlert.isPending };
}

/** The four criteria: property type, price range, minimum cap rate and location. */
function FilterFields({
  draft,
  setDraft,
}: {
  draft: DealCriteria;
  setDraft: (criteria: DealCriteria) => void;
}) {
  return (
    <div className="elite-filter__fields">
      <SelectField
        label="Tipo de propiedad"
        value={draft.type ?? ''}
        onChange={(e) =>
          setDraft({
            ...draft,
            type: (e.target.value || undefined) as DealPropertyType | undefined,
          })
        }
      >
        <option value="">Todos los tipos</option>
        {DEAL_PROPERTY_TYPES.map((t) => (
          <option key={t.id} value={t.id}>
            {t.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Rango de precio"
        value={draft.priceRange ?? ''}
        onChange={(e) =>
          setDraft({
            ...draft,
            priceRange: (e.target.value || undefined) as DealPriceRangeId | undefined,
          })
        }
      >
        <option value="">Cualquier precio</option>
        {DEAL_PRICE_RANGES.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Cap rate mínimo"
        value={draft.minCapRate === undefined ? '' : String(draft.minCapRate)}
        onChange={(e) =>
          setDraft({ ...draft, minCapRate: e.target.value ? Number(e.target.value) : undefined })
        }
      >
        <option value="">Cualquiera</option>
        {DEAL_MIN_CAP_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {rate}% o más
          </option>
        ))}
      </SelectField>
      <TextField
        label="Ubicación"
        placeholder="Ciudad o estado (ej.: Texas)"
        maxLength={80}
        value={draft.location ?? ''}
        onChange={(e) => setDraft({ ...draft, location: e.target.value })}
      />
    </div>
  );
}

/**
 * The filter bar (property type, price range, minimum cap rate, location; apply, clear,
 * set up alerts). Apply filters on the server; clear resets; the alert saves what the bar shows.
 */
export function DealsFilter({ applied, onApply }: FilterProps) {
  const [draft, setDraft] = useState<DealCriteria>(applied);
  const { saveAlert, saving } = useSaveAlert(draft);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, location: draft.location?.trim() || undefined });
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };

  return (
    <form className="elite-card elite-filter" onSubmit={apply} aria-label="Filtrar deals">
      <FilterFields draft={draft} setDraft={setDraft} />
      <div className="elite-actions elite-filter__actions">
        <Button type="submit" className="elite-btn elite-btn--navy">
          Aplicar filtros
        </Button>
        <Button type="button" className="elite-btn elite-btn--ghost" onClick={clear}>
          Limpiar
        </Button>
        <Button
          type="button"
          className="elite-btn elite-btn--gold elite-filter__alert"
          onClick={saveAlert}
          isLoading={saving}
          loadingText="Guardando..."
        >
          Crear alerta con estos criterios
        </Button>
      </div>
    </form>
  );
}
