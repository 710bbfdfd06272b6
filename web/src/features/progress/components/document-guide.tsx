import { Tabs } from '@aws-amplify/ui-react';
import { DOCUMENT_CATEGORIES, DOCUMENT_ITEMS } from '@shared/content/documents';
import type { ToolProgress } from '../use-tool-progress';
import { CheckRow } from './check-row';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@aws-amplify/ui-react/styles/flex.css';

/** A document's timeframe, what it is, and its tips folded away. */
function DocumentDetails({ item }: { item: (typeof DOCUMENT_ITEMS)[number] }) {
  return (
    <>
      <p className="doc-time">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>
          <span className="visually-hidden">Plazo: </span>
          {item.timeframe}
        </span>
      </p>
      <p>{item.description}</p>
      {'tips' in item && item.tips.length > 0 && (
        <details className="doc-tips">
          <summary>Consejos ({item.tips.length})</summary>
          <ul>
            {item.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/**
 * Four tabs (personal, property, analysis, legal) of documents to gather, with tips. Items in
 * `stored` have a file in the member's vault: done, whatever their tick.
 */
export function DocumentGuide({
  state,
  stored = new Set(),
}: {
  state: ToolProgress;
  stored?: ReadonlySet<string>;
}) {
  return (
    <div className="panel doc-guide">
      <Tabs.Container defaultValue="personal">
        <Tabs.List className="doc-guide__tabs" aria-label="Categorías de documentos">
          {DOCUMENT_CATEGORIES.map((category) => {
            const items = DOCUMENT_ITEMS.filter((item) => item.category === category.id);
            const done = items.filter((item) => state.completed.has(item.id)).length;
            return (
              <Tabs.Item key={category.id} value={category.id}>
                {category.title}{' '}
                <span className="doc-guide__count">
                  {done}/{items.length}
                </span>
              </Tabs.Item>
            );
          })}
        </Tabs.List>
        {DOCUMENT_CATEGORIES.map((category) => (
          <Tabs.Panel key={category.id} value={category.id}>
            <p className="doc-guide__summary">{category.summary}</p>
            <ul className="tick-list">
              {DOCUMENT_ITEMS.filter((item) => item.category === category.id).map((item) => (
                <CheckRow
                  key={item.id}
                  id={item.id}
                  title={item.title}
                  checked={state.completed.has(item.id)}
                  disabled={!state.isReady || stored.has(item.id)}
                  onToggle={() => state.toggle(item.id)}
                  badges={
                    <>
                      {stored.has(item.id) ? (
                        <span className="req req--stored">En tu bóveda</span>
                      ) : null}
                      <span className={item.required ? 'req req--yes' : 'req req--no'}>
                        {item.required ? 'Requerido' : 'Opcional'}
                      </span>
                    </>
                  }
                >
                  <DocumentDetails item={item} />
                </CheckRow>
              ))}
            </ul>
          </Tabs.Panel>
        ))}
      </Tabs.Container>
    </div>
  );
}
