import { CHECKLIST_CATEGORIES, CHECKLIST_ITEMS, PRIORITY_LABELS } from '@shared/content/checklist';
import type { ToolProgress } from '../use-tool-progress';
import { CheckRow } from './check-row';

/** The 23 checklist items by category, each with its priority and a per-category count. */
export function ChecklistBoard({ state }: { state: ToolProgress }) {
  return (
    <div className="check-board">
      {CHECKLIST_CATEGORIES.map((category, index) => {
        const items = CHECKLIST_ITEMS.filter((item) => item.category === category.id);
        const done = items.filter((item) => state.completed.has(item.id)).length;
        return (
          <section
            key={category.id}
            className="panel check-group"
            aria-labelledby={`cat-${category.id}`}
            data-testid={`categoria-${category.id}`}
          >
            <header className="check-group__head">
              <span className="check-group__index" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h2 id={`cat-${category.id}`} className="check-group__title">
                  {category.title}
                </h2>
                <p className="check-group__summary">{category.summary}</p>
              </div>
              <span className="check-group__count">
                {done}/{items.length}
              </span>
            </header>
            <ul className="tick-list">
              {items.map((item) => (
                <CheckRow
                  key={item.id}
                  id={item.id}
                  title={item.title}
                  checked={state.completed.has(item.id)}
                  disabled={!state.isReady}
                  onToggle={() => state.toggle(item.id)}
                  badges={
                    <span className={`priority priority--${item.priority}`}>
                      Prioridad {PRIORITY_LABELS[item.priority].toLowerCase()}
                    </span>
                  }
                >
                  <p>{item.description}</p>
                </CheckRow>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
