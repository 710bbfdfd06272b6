import { Button, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import type { NetworkProfile } from '@shared/api/network';
import {
  NETWORK_EXPERIENCE,
  NETWORK_LOOKING_FOR,
  NETWORK_MAX_MARKETS,
  NETWORK_STRATEGIES,
  type NetworkExperience,
  type NetworkLookingFor,
  type NetworkStrategy,
} from '@shared/api/network-texts';
import { STATE_OPTIONS } from '@shared/market/states';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useLeaveNetwork } from '../api/leave-network';
import { useSaveNetworkProfile } from '../api/save-network-profile';
import { EliteFormCard } from './elite-form-card';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface ProfileValues {
  displayName: string;
  markets: { state: string; metro: string }[];
  strategies: NetworkStrategy[];
  experience: NetworkExperience | '';
  lookingFor: NetworkLookingFor[];
  bio: string;
}

const EMPTY: ProfileValues = {
  displayName: '',
  markets: [{ state: '', metro: '' }],
  strategies: [],
  experience: '',
  lookingFor: [],
  bio: '',
};

function valuesOf(profile: NetworkProfile | null): ProfileValues {
  if (!profile) return EMPTY;
  return {
    displayName: profile.displayName,
    markets: profile.markets.map((m) => ({ state: m.state, metro: m.metro })),
    strategies: profile.strategies,
    experience: profile.experience,
    lookingFor: profile.lookingFor,
    bio: profile.bio,
  };
}

function toggle<T>(list: T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

type SetValues = (patch: Partial<ProfileValues>) => void;
type FieldErrors = Record<string, string>;

/** The profile's values, their errors by field path, saving and leaving the network. */
function useNetworkProfile(profile: NetworkProfile | null) {
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmLeave, setConfirmLeave] = useState(false);
  const save = useSaveNetworkProfile();
  const leave = useLeaveNetwork();
  const set = (patch: Partial<ProfileValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The API's schema, with zod: loaded on submit, not with /elite-red.
    const { networkProfileInputSchema } = await import('@shared/api/network');
    const parsed = networkProfileInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join('.') || 'form';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'No pudimos guardar tu perfil',
          description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
          variant: 'destructive',
        }),
    });
  };

  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirmLeave(false);
        setValues(EMPTY);
        toast({ title: message, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: 'No pudimos sacarte de la red',
          description: errorMessage(error, 'Intenta de nuevo en unos minutos.'),
          variant: 'destructive',
        }),
    });

  return { values, set, errors, confirmLeave, setConfirmLeave, onSubmit, onLeave, save, leave };
}

/**
 * Join the Red de inversionistas or edit my profile: the name others see, up to five markets
 * (state and, optionally, metro), strategies, experience, what I look for and a short
 * presentation. Validated with the API's own schema before it is sent; never shows an email.
 */
export function NetworkProfileForm({ profile }: { profile: NetworkProfile | null }) {
  const form = useNetworkProfile(profile);
  const { values, set, errors } = form;
  return (
    <EliteFormCard
      id="mi-perfil-red"
      className="network-profile"
      title={profile ? 'Mi perfil en la red' : 'Únete a la red'}
      lead={
        profile
          ? 'Así te ven los demás miembros Elite. Tu correo solo se comparte cuando aceptas una solicitud.'
          : 'Crea tu perfil para aparecer en el directorio y contactar a otros miembros Elite. Tu correo no se muestra.'
      }
      onSubmit={(event) => void form.onSubmit(event)}
    >
      <TextField
        label="Nombre visible"
        descriptiveText="Puede ser tu nombre o el de tu empresa."
        value={values.displayName}
        onChange={(e) => set({ displayName: e.target.value })}
        hasError={Boolean(errors.displayName)}
        errorMessage={errors.displayName}
        maxLength={60}
      />

      <MarketsFieldset values={values} set={set} errors={errors} />

      <CheckGroup
        legend="Estrategias"
        options={NETWORK_STRATEGIES}
        selected={values.strategies}
        onChange={(id, on) => set({ strategies: toggle(values.strategies, id, on) })}
        error={errors.strategies}
      />

      <SelectField
        label="Experiencia"
        value={values.experience}
        onChange={(e) => set({ experience: e.target.value as NetworkExperience })}
        hasError={Boolean(errors.experience)}
        errorMessage={errors.experience}
      >
        <option value="">Elige tu experiencia</option>
        {NETWORK_EXPERIENCE.map((x) => (
          <option key={x.id} value={x.id}>
            {x.label}
          </option>
        ))}
      </SelectField>

      <CheckGroup
        legend="Busco"
        options={NETWORK_LOOKING_FOR}
        selected={values.lookingFor}
        onChange={(id, on) => set({ lookingFor: toggle(values.lookingFor, id, on) })}
        error={errors.lookingFor}
      />

      <TextAreaField
        label="Presentación (opcional)"
        placeholder="Cuéntales a los demás qué buscas y en qué puedes ayudar."
        rows={3}
        maxLength={500}
        value={values.bio}
        onChange={(e) => set({ bio: e.target.value })}
        hasError={Boolean(errors.bio)}
        errorMessage={errors.bio}
      />

      <ProfileActions profile={profile} form={form} />
    </EliteFormCard>
  );
}

/** Up to NETWORK_MAX_MARKETS markets, each a state and an optional metro. */
function MarketsFieldset({
  values,
  set,
  errors,
}: {
  values: ProfileValues;
  set: SetValues;
  errors: FieldErrors;
}) {
  const marketsError = errors.markets;
  return (
    <fieldset className="elite-fieldset">
      <legend className="elite-legend">Mercados donde inviertes</legend>
      <ul className="network-markets">
        {values.markets.map((market, index) => (
          <li key={index} className="network-markets__row">
            <SelectField
              label={`Estado ${index + 1}`}
              value={market.state}
              onChange={(e) =>
                set({
                  markets: values.markets.map((m, i) =>
                    i === index ? { ...m, state: e.target.value } : m,
                  ),
                })
              }
              hasError={Boolean(errors[`markets.${index}.state`])}
              errorMessage={errors[`markets.${index}.state`]}
            >
              <option value="">Elige un estado</option>
              {STATE_OPTIONS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <TextField
              label={`Área metropolitana ${index + 1} (opcional)`}
              placeholder="Ej.: Houston"
              value={market.metro}
              maxLength={60}
              onChange={(e) =>
                set({
                  markets: values.markets.map((m, i) =>
                    i === index ? { ...m, metro: e.target.value } : m,
                  ),
                })
              }
              hasError={Boolean(errors[`markets.${index}.metro`])}
              errorMessage={errors[`markets.${index}.metro`]}
            />
            {values.markets.length > 1 ? (
              <Button
                className="elite-btn elite-btn--ghost network-markets__remove"
                onClick={() => set({ markets: values.markets.filter((_, i) => i !== index) })}
                aria-label={`Quitar el mercado ${index + 1}`}
              >
                Quitar
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {values.markets.length < NETWORK_MAX_MARKETS ? (
        <Button
          className="elite-btn elite-btn--ghost"
          onClick={() => set({ markets: [...values.markets, { state: '', metro: '' }] })}
        >
          Agregar otro mercado
        </Button>
      ) : null}
      {marketsError ? <p className="elite-field-error">{marketsError}</p> : null}
    </fieldset>
  );
}

/** Save, and leaving the network behind a confirmation. */
function ProfileActions({
  profile,
  form,
}: {
  profile: NetworkProfile | null;
  form: ReturnType<typeof useNetworkProfile>;
}) {
  const { save, leave, confirmLeave, setConfirmLeave, onLeave } = form;
  return (
    <>
      <div className="elite-actions">
        <Button
          type="submit"
          className="elite-btn elite-btn--gold"
          isLoading={save.isPending}
          loadingText="Guardando..."
        >
          {profile ? 'Guardar cambios' : 'Unirme a la red'}
        </Button>
        {profile && !confirmLeave ? (
          <Button className="elite-btn elite-btn--ghost" onClick={() => setConfirmLeave(true)}>
            Salir de la red
          </Button>
        ) : null}
      </div>
      {profile && confirmLeave ? (
        <div className="network-confirm" role="group" aria-labelledby="confirmar-salida">
          <p id="confirmar-salida">
            ¿Salir de la red? Tu perfil y tus solicitudes se eliminarán y nadie podrá contactarte
            por aquí.
          </p>
          <div className="elite-actions">
            <Button
              className="elite-btn network-btn--danger"
              onClick={onLeave}
              isLoading={leave.isPending}
              loadingText="Saliendo..."
            >
              Sí, salir de la red
            </Button>
            <Button className="elite-btn elite-btn--ghost" onClick={() => setConfirmLeave(false)}>
              Cancelar
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function CheckGroup<T extends string>({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly { id: T; label: string }[];
  selected: T[];
  onChange: (id: T, on: boolean) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="elite-fieldset">
      <legend className="elite-legend">{legend}</legend>
      <div className="network-checks">
        {options.map((option) => (
          <label key={option.id} className="network-check">
            <input
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={(e) => onChange(option.id, e.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="elite-field-error">{error}</p> : null}
    </fieldset>
  );
}
