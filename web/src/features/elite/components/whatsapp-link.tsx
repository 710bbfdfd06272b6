import { planAllows } from '@shared/plans';
import { useUser } from '@/lib/session';
import { useSupportChannels } from '../api/get-support-channels';
import { EliteIcon } from './elite-icons';

/**
 * The team's WhatsApp link when ops configured one; undefined otherwise, while pending, and for a
 * member who is not Elite (the support page drawn as Elite's while the session loads asks nothing
 * then: a Pro member's request would be refused).
 */
export function useWhatsappUrl(): string | undefined {
  const { user } = useUser();
  const elite = user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite') : false;
  return useSupportChannels(elite).data?.whatsappUrl ?? undefined;
}

/**
 * The team's WhatsApp: it opens WhatsApp itself (a chat with the team's number), not a form. Shown
 * only with the link ops configured (useWhatsappUrl).
 */
export function WhatsappLink({ url, className }: { url: string; className: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      <EliteIcon name="chat" />
      <span>
        <strong>Escríbenos por WhatsApp</strong>
        <small>Abre un chat con el equipo en WhatsApp</small>
      </span>
    </a>
  );
}
