import { Button, SelectField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { TIME_ZONE_CHOICES, timeZoneLabel } from '@shared/time-zone';
import { clockIn } from '@shared/elite/time';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { browserTimeZone } from '@/lib/time-zone';
import { useSetTimeZone } from '../api/set-time-zone';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';

/**
 * Zona horaria (/account): the zone Elite sessions and masterclasses are shown in, on the pages
 * and in the emails. Until the member chooses, the pages follow the browser's zone.
 */
export function TimeZoneCard({ user }: { user: User }) {
  const detected = browserTimeZone();
  const [zone, setZone] = useState(user.timeZone ?? detected);
  const save = useSetTimeZone();
  const listed = TIME_ZONE_CHOICES.some((choice) => choice.id === zone);
  const submit = (timeZone: string | null) =>
    save.mutate(
      { timeZone },
      {
        onSuccess: (answer) => {
          setZone(answer.user.timeZone ?? detected);
          toast({ title: 'Zona horaria', description: answer.message, variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: 'No pudimos guardar tu zona horaria',
            description: errorMessage(error, 'Intenta de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section className="account-card" aria-labelledby="zona-horaria">
      <div className="account-card__head">
        <h2 id="zona-horaria">Zona horaria</h2>
      </div>
      <p className="account-card__note">
        {user.timeZone
          ? `Ves tus sesiones 1:1 y masterclasses en ${timeZoneLabel(user.timeZone)}.`
          : `Aún no eliges una: usamos la de tu navegador, ${timeZoneLabel(detected)}.`}{' '}
        Ahora son las {clockIn(new Date().toISOString(), zone)} en la zona elegida abajo.
      </p>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(zone);
        }}
      >
        <SelectField
          label="Tu zona horaria"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {listed ? null : <option value={zone}>{timeZoneLabel(zone)}</option>}
          {TIME_ZONE_CHOICES.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <div className="account-form__actions">
          <Button
            type="submit"
            variation="primary"
            isLoading={save.isPending}
            loadingText="Guardando..."
            isDisabled={user.timeZone === zone}
          >
            Guardar zona horaria
          </Button>
          {user.timeZone ? (
            <Button type="button" onClick={() => submit(null)} isDisabled={save.isPending}>
              Usar la de mi navegador
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
