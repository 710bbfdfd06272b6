import { Tabs } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { RESOURCE_CATEGORIES, RESOURCES, type Resource } from '../data/resources';
import { ResourceCard } from './resource-card';
import { ResourceModal } from './resource-modal';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@aws-amplify/ui-react/styles/flex.css';
import './resources.css';

const FEATURED = RESOURCES.filter((resource) => resource.featured);

/** Featured cards, the six category tabs and the reading modal. */
export function ResourceLibrary() {
  // ?recurso=<id> opens that resource (tools link the one that fixes a problem).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Resource | null>(
    () => RESOURCES.find((resource) => resource.id === params.get('recurso')) ?? null,
  );

  return (
    <>
      <section aria-labelledby="destacados" className="resource-section">
        <h2 id="destacados" className="resource-section__title">
          Destacados
        </h2>
        <div className="resource-grid resource-grid--featured">
          {FEATURED.map((resource) => (
            <ResourceCard key={resource.id} resource={resource} onOpen={setOpen} featured />
          ))}
        </div>
      </section>

      <section aria-labelledby="biblioteca" className="panel resource-section">
        <h2 id="biblioteca" className="resource-section__title">
          Biblioteca
        </h2>
        <Tabs.Container defaultValue="todos">
          <Tabs.List className="resource-tabs" aria-label="Categorías">
            {RESOURCE_CATEGORIES.map((category) => (
              <Tabs.Item key={category.id} value={category.id}>
                {category.label}
              </Tabs.Item>
            ))}
          </Tabs.List>
          {RESOURCE_CATEGORIES.map((category) => (
            <Tabs.Panel key={category.id} value={category.id}>
              <div className="resource-grid">
                {RESOURCES.filter(
                  (resource) => category.id === 'todos' || resource.category === category.id,
                ).map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} onOpen={setOpen} />
                ))}
              </div>
            </Tabs.Panel>
          ))}
        </Tabs.Container>
      </section>

      <ResourceModal resource={open} onClose={() => setOpen(null)} />
    </>
  );
}
