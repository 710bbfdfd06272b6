import { Tabs } from '@aws-amplify/ui-react';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useMasterclasses } from '@/features/elite/api/get-masterclasses';
import { EliteIcon } from '@/features/elite/components/elite-icons';
import { ExamplesNotice } from '@/features/elite/components/examples-notice';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import { MasterclassCard } from '@/features/elite/components/masterclass-card';
import { NoticeCard, NotifyButton } from '@/features/elite/components/masterclass-notice';
import type { Masterclass } from '@shared/api/elite';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/elite-masterclasses.css';

/**
 * /elite-masterclasses: upcoming and recorded tabs from the server's
 * schedule, and 'notify me' for new classes; an empty tab says so.
 */
export default function EliteMasterclassesPage() {
  useDocumentTitle('Masterclasses Elite — Inversor Listo');
  const page = useMasterclasses();
  return (
    <EliteLayout
      eyebrow="Masterclasses Elite"
      title="Aprende de inversionistas que ya lo hicieron"
      lead={
        <p>
          Clases en vivo en español sobre financiamiento, análisis y crecimiento de portafolio, con
          tiempo para tus preguntas. Cada clase dice su fecha y hora en tu zona horaria, su nivel y
          quién la da; agrégala a tu calendario y el enlace para entrar aparecerá aquí antes de la
          sesión.
        </p>
      }
      // Drawn while the schedule loads too ('—'), so the band keeps its height when it answers.
      aside={
        <>
          <BandFigure value={page.data?.upcoming.length ?? '—'} label="próximas en vivo" />
          <BandFigure value={page.data?.recorded.length ?? '—'} label="grabaciones" />
        </>
      }
    >
      {page.isPending ? (
        <Spinner label="Cargando masterclasses..." />
      ) : page.isError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(page.error, 'No pudimos cargar las masterclasses. Recarga la página.')}
        </p>
      ) : (
        <>
          {[...page.data.upcoming, ...page.data.recorded].some((m) => m.example) ? (
            <ExamplesNotice>
              Las masterclasses marcadas «Ejemplo» muestran cómo se verá esta sección: no son clases
              programadas y sus instructores son ficticios.
            </ExamplesNotice>
          ) : null}
          <NoticeCard notify={page.data.notify} />
          <Tabs.Container defaultValue="upcoming" className="elite-tabs">
            <Tabs.List aria-label="Masterclasses">
              <Tabs.Item value="upcoming">Próximas ({page.data.upcoming.length})</Tabs.Item>
              <Tabs.Item value="recorded">Grabadas ({page.data.recorded.length})</Tabs.Item>
            </Tabs.List>
            <Tabs.Panel value="upcoming">
              <ClassList
                items={page.data.upcoming}
                kind="upcoming"
                notify={page.data.notify}
                emptyTitle="No hay masterclasses programadas por ahora"
                emptyText="Estamos preparando las próximas clases en vivo."
              />
            </Tabs.Panel>
            <Tabs.Panel value="recorded">
              <ClassList
                items={page.data.recorded}
                kind="recorded"
                notify={page.data.notify}
                emptyTitle="Aún no hay grabaciones publicadas"
                emptyText="Cuando publiquemos la grabación de una masterclass, la verás aquí."
              />
            </Tabs.Panel>
          </Tabs.Container>
        </>
      )}
    </EliteLayout>
  );
}

function ClassList({
  items,
  kind,
  notify,
  emptyTitle,
  emptyText,
}: {
  items: Masterclass[];
  kind: 'upcoming' | 'recorded';
  notify: boolean;
  emptyTitle: string;
  emptyText: string;
}) {
  if (items.length === 0) {
    return (
      <div className="elite-empty">
        <span className="elite-empty__icon">
          <EliteIcon name={kind === 'upcoming' ? 'calendar' : 'play'} />
        </span>
        <h3 className="elite-empty__title">{emptyTitle}</h3>
        <p>
          {emptyText}{' '}
          {notify
            ? 'Tienes los avisos activados: te escribiremos en cuanto publiquemos una.'
            : 'Activa los avisos y te escribiremos en cuanto publiquemos una.'}
        </p>
        {notify ? null : <NotifyButton notify={notify} compact />}
      </div>
    );
  }
  return (
    <ul className="elite-classes">
      {items.map((m) => (
        <MasterclassCard key={m.id} masterclass={m} kind={kind} />
      ))}
    </ul>
  );
}
