import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { AnalysisTool } from '@shared/api/pro-catalog';
import type { AnalysisForms, SavedAnalysis } from '@shared/api/pro';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import type { OpenedAnalysis } from '../api/use-opened-analysis';
import { ProLayout } from './pro-layout';
import { SavedAnalyses } from './saved-analyses';

/** What a tool shows for the form on screen. */
interface ToolWorkspace {
  /** The inputs panel. */
  panel: ReactNode;
  results: ReactNode;
  /** The name offered when the user saves without typing one. */
  suggestedName: string;
}

interface AnalysisToolPageProps<T extends AnalysisTool> {
  /** The analysis named by ?analysis=<id> (useOpenedAnalysis). */
  opened: OpenedAnalysis<T>;
  title: string;
  lead: ReactNode;
  /** The spinner's text while the analysis in the address loads. */
  loadingLabel: string;
  /** The form of a new analysis (nothing opened). */
  newForm: AnalysisForms[T];
  /** What a field reads in an analysis saved before the field existed (empty fields). */
  blankForm: AnalysisForms[T];
  /** Changes when the new form does (e.g. another prefill), so the workspace starts over. */
  newKey?: string;
  /** Shown above the workspace. */
  note?: ReactNode;
  /** The tool itself, for the form on screen. */
  children: (
    form: AnalysisForms[T],
    setForm: Dispatch<SetStateAction<AnalysisForms[T]>>,
  ) => ToolWorkspace;
  /** Shown above the saved analyses, for the form on screen (the deal file's control). */
  aside?: (form: AnalysisForms[T]) => ReactNode;
}

const NOT_FOUND = 'No encontramos ese análisis. Puede que lo hayas eliminado.';

/**
 * The frame of the Pro tools that save analyses (ROI, evaluator, scenarios):
 * the Pro layout, the analysis opened from ?analysis=<id> (spinner while it loads, an alert when it
 * cannot be), and the tool's grid — inputs, saved analyses, results — computed live from the form.
 */
export function AnalysisToolPage<T extends AnalysisTool>({
  opened,
  title,
  lead,
  loadingLabel,
  newForm,
  blankForm,
  newKey = 'nuevo',
  note,
  children,
  aside,
}: AnalysisToolPageProps<T>) {
  useDocumentTitle(`${title} — Inversor Listo`);
  return (
    <ProLayout title={title} lead={lead}>
      {opened.isLoading ? (
        <Spinner label={loadingLabel} />
      ) : (
        <>
          {opened.failed ? (
            <p className="pro-alert" role="alert">
              {errorMessage(opened.error, NOT_FOUND)}
            </p>
          ) : null}
          {note}
          <AnalysisWorkspace
            key={opened.analysis?.id ?? newKey}
            tool={opened.tool}
            initial={opened.analysis ? { ...blankForm, ...opened.analysis.inputs } : newForm}
            current={opened.analysis}
            onSaved={(saved) => opened.open(saved.id)}
            onOpen={opened.open}
            onClosed={opened.close}
            render={children}
            aside={aside}
          />
        </>
      )}
    </ProLayout>
  );
}

interface AnalysisWorkspaceProps<T extends AnalysisTool> {
  tool: T;
  initial: AnalysisForms[T];
  current: SavedAnalysis<T> | null;
  onSaved: (saved: SavedAnalysis<T>) => void;
  onOpen: (id: string) => void;
  onClosed: () => void;
  render: AnalysisToolPageProps<T>['children'];
  aside: AnalysisToolPageProps<T>['aside'];
}

function AnalysisWorkspace<T extends AnalysisTool>({
  tool,
  initial,
  current,
  onSaved,
  onOpen,
  onClosed,
  render,
  aside,
}: AnalysisWorkspaceProps<T>) {
  const [form, setForm] = useState(initial);
  const { panel, results, suggestedName } = render(form, setForm);
  return (
    <div
      className={aside ? 'pro-grid pro-grid--tool pro-grid--with-deal' : 'pro-grid pro-grid--tool'}
    >
      {aside ? <div className="pro-grid__deal">{aside(form)}</div> : null}
      <div className="pro-grid__form">{panel}</div>
      <div className="pro-grid__saved">
        <SavedAnalyses
          tool={tool}
          inputs={form}
          suggestedName={suggestedName}
          current={current}
          onSaved={onSaved}
          onOpen={onOpen}
          onClosed={onClosed}
        />
      </div>
      <div className="pro-grid__results">{results}</div>
    </div>
  );
}
