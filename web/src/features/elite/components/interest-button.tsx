import { Button } from '@aws-amplify/ui-react';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRegisterInterest } from '../api/register-interest';
import { EliteIcon } from './elite-icons';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** "Me Interesa" on a deal, "Avisarme del lanzamiento" on a launch; done once registered. */
export function InterestButton({
  kind,
  id,
  title,
  registered,
}: {
  kind: 'deal' | 'launch';
  id: string;
  title: string;
  registered: boolean;
}) {
  const interest = useRegisterInterest();
  if (registered) {
    return (
      <Button
        className="elite-btn elite-btn--done"
        isDisabled
        aria-label={`${kind === 'deal' ? 'Interés registrado' : 'Te avisaremos'}: ${title}`}
      >
        <EliteIcon name="check" className="elite-inline-icon" />
        {kind === 'deal' ? 'Interés registrado' : 'Te avisaremos'}
      </Button>
    );
  }
  return (
    <Button
      className="elite-btn elite-btn--gold"
      aria-label={`${kind === 'deal' ? 'Me Interesa' : 'Avisarme del lanzamiento'}: ${title}`}
      isLoading={interest.isPending}
      loadingText="Registrando..."
      onClick={() =>
        interest.mutate(
          { kind, id },
          {
            onSuccess: ({ message }) =>
              toast({
                title: kind === 'deal' ? 'Interés registrado' : 'Aviso activado',
                description: message,
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'No pudimos registrar tu interés',
                description: errorMessage(error, 'Intenta de nuevo.'),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {kind === 'deal' ? 'Me Interesa' : 'Avisarme del lanzamiento'}
    </Button>
  );
}
