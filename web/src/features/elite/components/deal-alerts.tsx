import { Button } from '@aws-amplify/ui-react';
import { MAX_DEAL_ALERTS } from '@shared/elite/offers';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/get-alerts';
import { EliteIcon } from './elite-icons';
import '@aws-amplify/ui-react/styles/button.css';
import './elite.css';
import './elite-deals.css';

/** The member's saved alerts: each emails new matching deals until deleted. */
export function DealAlerts() {
  const alerts = useAlerts();
  const remove = useDeleteAlert();
  if (!alerts.data || alerts.data.alerts.length === 0) {
    return (
      <p className="elite-filter__hint">
        <EliteIcon name="bell" className="elite-inline-icon" />
        Filtra y pulsa «Crear alerta» para recibir por correo los nuevos deals que coincidan.
      </p>
    );
  }
  return (
    <section className="elite-alerts" aria-labelledby="mis-alertas">
      <h2 id="mis-alertas" className="elite-alerts__title">
        <EliteIcon name="bell" className="elite-inline-icon" />
        Tus alertas ({alerts.data.alerts.length}/{MAX_DEAL_ALERTS})
      </h2>
      <ul className="elite-alerts__list">
        {alerts.data.alerts.map((alert) => (
          <li key={alert.id} className="elite-alerts__item">
            <span>{alert.summary}</span>
            <Button
              size="small"
              variation="link"
              className="elite-alerts__remove"
              aria-label={`Eliminar alerta: ${alert.summary}`}
              isDisabled={remove.isPending}
              onClick={() =>
                remove.mutate(alert.id, {
                  onSuccess: ({ message }) => toast({ title: message, variant: 'success' }),
                  onError: (error) =>
                    toast({
                      title: 'No pudimos eliminar la alerta',
                      description: errorMessage(error, 'Intenta de nuevo.'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              <EliteIcon name="trash" className="elite-inline-icon" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
