import { Tabs } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import type { VaultListResponse } from '@shared/api/vault-catalog';
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from '@shared/content/documents';
import { progressOf, shownPercent } from '@shared/content/progress';
import { formatBytes } from '@shared/api/vault-catalog';
import { planAllows } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { itemsWithFiles, useVault } from '../api/get-vault';
import { DocumentItemCard } from './document-item';
import { FileRow } from './file-row';
import { PackageCard } from './package-card';
import { ReviewCard } from './review-card';
import { UploadDrop } from './upload-drop';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@aws-amplify/ui-react/styles/flex.css';
import './vault.css';

const REQUIRED = DOCUMENT_ITEMS.filter((item) => item.required);
type Progress = ReturnType<typeof progressOf>;

/** The guide's items by category, each tab with how many are done and each item's files. */
function DocumentGuideTabs({
  data,
  done,
  locked,
}: {
  data: VaultListResponse;
  done: Set<string>;
  locked: Set<string>;
}) {
  return (
    <div className="panel doc-guide">
      <Tabs.Container defaultValue="personal">
        <Tabs.List className="doc-guide__tabs" aria-label="Categorías de documentos">
          {DOCUMENT_CATEGORIES.map((category) => {
            const items = DOCUMENT_ITEMS.filter((i) => i.category === category.id);
            return (
              <Tabs.Item key={category.id} value={category.id}>
                {category.title}{' '}
                <span className="doc-guide__count">
                  {items.filter((i) => done.has(i.id)).length}/{items.length}
                </span>
              </Tabs.Item>
            );
          })}
        </Tabs.List>
        {DOCUMENT_CATEGORIES.map((category) => (
          <Tabs.Panel key={category.id} value={category.id}>
            <p className="doc-guide__summary">{category.summary}</p>
            <ul className="vault-items">
              {DOCUMENT_ITEMS.filter((i) => i.category === category.id).map((item) => (
                <DocumentItemCard
                  key={item.id}
                  item={item}
                  files={data.files.filter((f) => f.documentId === item.id)}
                  locked={locked}
                />
              ))}
            </ul>
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </div>
  );
}

/** Files not filed under a guide item, and a drop zone for more. */
function OtherFiles({ data, locked }: { data: VaultListResponse; locked: Set<string> }) {
  const unassigned = data.files.filter((f) => !f.documentId);
  return (
    <section className="pro-card" aria-labelledby="vault-other-title">
      <h2 id="vault-other-title" className="pro-card__title">
        Otros archivos
      </h2>
      <p className="pro-card__lead">Archivos que no pertenecen a un documento de la guía.</p>
      {unassigned.length > 0 ? (
        <ul className="vault-files" aria-labelledby="vault-other-title">
          {unassigned.map((file) => (
            <FileRow key={file.id} file={file} locked={locked.has(file.id)} />
          ))}
        </ul>
      ) : null}
      <UploadDrop documentId={null} title="Otros archivos" />
    </section>
  );
}

/** "Tu expediente": documents ready, required ones ready, and the space used. */
function ProgressCard({
  data,
  overall,
  required,
}: {
  data: VaultListResponse;
  overall: Progress;
  required: Progress;
}) {
  return (
    <section className="pro-card" aria-labelledby="vault-progress-title">
      <h2 id="vault-progress-title" className="pro-card__title">
        Tu expediente
      </h2>
      <dl className="vault-stats">
        <div>
          <dt>Documentos listos</dt>
          <dd data-testid="vault-progreso">
            {overall.done} de {overall.total} ({shownPercent(overall.percent)}%)
          </dd>
        </div>
        <div>
          <dt>Requeridos</dt>
          <dd>
            {required.done} de {required.total}
          </dd>
        </div>
        <div>
          <dt>Espacio usado</dt>
          <dd>
            {data.usage.files} de {data.usage.maxFiles} archivos · {formatBytes(data.usage.bytes)}{' '}
            de {formatBytes(data.usage.maxBytes)}
          </dd>
        </div>
      </dl>
      <p className="fine-print">
        Tus archivos se guardan cifrados y privados; solo tú puedes descargarlos.
      </p>
    </section>
  );
}

/** The vault: the guide's 20 items with their files, freshness, reviews, quota and progress. */
export function VaultPage() {
  const { user } = useUser();
  const vault = useVault();
  const done = useMemo(() => itemsWithFiles(vault.data), [vault.data]);
  const overall = progressOf(DOCUMENT_ITEMS, done);
  const required = progressOf(REQUIRED, done);
  const locked = useMemo(() => {
    const review = vault.data?.review;
    if (review?.status !== 'abierta') return new Set<string>();
    return new Set(vault.data!.files.filter((f) => f.review).map((f) => f.id));
  }, [vault.data]);

  if (vault.isLoading) return <Spinner label="Abriendo tu bóveda..." />;
  if (vault.isError || !vault.data) {
    return (
      <p className="pro-alert" role="alert">
        {errorMessage(vault.error, 'No pudimos abrir tu bóveda. Intenta nuevamente.')}
      </p>
    );
  }
  const data = vault.data;
  const isElite = user
    ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'elite')
    : false;

  return (
    <div className="vault-layout">
      <div className="vault-main">
        <DocumentGuideTabs data={data} done={done} locked={locked} />
        <OtherFiles data={data} locked={locked} />
      </div>
      <aside className="vault-aside">
        <ProgressCard data={data} overall={overall} required={required} />
        <PackageCard readyFiles={data.usage.files} />
        <ReviewCard
          vault={data}
          isElite={isElite}
          missingRequired={REQUIRED.filter((item) => !done.has(item.id))}
        />
      </aside>
    </div>
  );
}
