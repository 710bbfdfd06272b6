import { useSupportChannels } from '../api/get-support-channels';
import { EliteIcon } from './elite-icons';

/** The team's WhatsApp link when ops configured one; undefined otherwise or while pending. */
export function useWhatsappUrl(): string | undefined {
  return useSupportChannels().data?.whatsappUrl ?? undefined;
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
