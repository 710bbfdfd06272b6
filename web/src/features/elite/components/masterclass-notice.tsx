import { Button } from '@aws-amplify/ui-react';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useMasterclassNotice } from '../api/set-masterclass-notice';
import { EliteIcon } from './elite-icons';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
import './elite.css';
import './elite-masterclasses.css';

/** "Avísame" (the tabs' 'notify me' button): stores the wish; emails come on publishing. */
export function NotifyButton({ notify, compact = false }: { notify: boolean; compact?: boolean }) {
  const notice = useMasterclassNotice();
  const toggle = () =>
    notice.mutate(!notify, {
      onSuccess: ({ message }) =>
        toast({
          title: notify ? 'Avisos desactivados' : 'Avisos activados',
          description: message,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'No pudimos guardar tu preferencia',
          description: errorMessage(error, 'Intenta de nuevo.'),
          variant: 'destructive',
        }),
    });
  return (
    <Button
      className={`elite-btn ${notify ? 'elite-btn--ghost' : 'elite-btn--gold'}`}
      size={compact ? 'small' : undefined}
      onClick={toggle}
      isLoading={notice.isPending}
      loadingText="Guardando..."
    >
      {notify ? 'Desactivar avisos' : 'Avísame de nuevas masterclasses'}
    </Button>
  );
}

export function NoticeCard({ notify }: { notify: boolean }) {
  return (
    <section className="elite-card elite-notice" aria-labelledby="avisos-masterclasses">
      <span className="elite-notice__icon">
        <EliteIcon name="bell" />
      </span>
      <div className="elite-notice__text">
        <h2 id="avisos-masterclasses" className="elite-card__title">
          {notify ? 'Avisos activados' : 'Recibe cada masterclass en tu correo'}
        </h2>
        <p className="elite-muted">
          {notify
            ? 'Te escribiremos cuando publiquemos una nueva masterclass o su grabación, con la invitación de calendario.'
            : 'Activa los avisos y te escribiremos cuando publiquemos una nueva masterclass o su grabación.'}
        </p>
      </div>
      <NotifyButton notify={notify} />
    </section>
  );
}
