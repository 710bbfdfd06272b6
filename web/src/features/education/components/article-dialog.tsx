import { Link } from 'react-router';
import {
  ARTICLE_LEVEL_LABELS,
  ARTICLE_TOPICS,
  type ArticleSource,
  type ArticleSummary,
} from '@shared/api/education';
import { readingTimeLabel } from '@shared/content/reading-time';
import { formatDate } from '@shared/format';
import { ModalDialog } from '@/components/modal-dialog';
import { Spinner } from '@/components/spinner';
import { ResourceContent } from '@/features/resources/components/resource-content';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useArticle } from '../api/get-article';

/** A YYYY-MM-DD day as es-ES text, read at noon so no time zone moves it a day. */
const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00`);

/** "Publicado el 26 de noviembre de 2026" */
export const publishedLabel = (isoDay: string) => `Publicado el ${day(isoDay)}`;

/**
 * An article in the library's reading dialog: the full text with its sources for a Pro or Elite
 * member (asked of the API only then), else its opening, its sources and the way to Pro.
 */
export function ArticleDialog({
  article,
  isPro,
  sessionLoading,
  onClose,
}: {
  article: ArticleSummary | null;
  isPro: boolean;
  sessionLoading: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      item={article}
      onClose={onClose}
      block="resource-modal"
      titleId="pro-article-title"
      closeLabel="Cerrar artículo"
      head={(article) => (
        <>
          <p className="resource-modal__meta">
            Portal Pro · {ARTICLE_TOPICS[article.topic]} · {ARTICLE_LEVEL_LABELS[article.level]} ·{' '}
            {readingTimeLabel(article.readingMinutes)}
          </p>
          <h2 id="pro-article-title">{article.title}</h2>
          <p className="pro-article__date">{publishedLabel(article.publishedOn)}</p>
        </>
      )}
    >
      {(article) => (
        <>
          <div className="resource-modal__body">
            {sessionLoading ? (
              <Spinner />
            ) : isPro ? (
              <FullText article={article} />
            ) : (
              <Preview article={article} />
            )}
          </div>
          <footer className="resource-modal__foot">
            <button type="button" className="btn btn--navy" onClick={onClose}>
              Cerrar
            </button>
          </footer>
        </>
      )}
    </ModalDialog>
  );
}

function FullText({ article }: { article: ArticleSummary }) {
  const full = useArticle(article.id, true);
  if (full.isPending) return <Spinner label="Cargando el artículo..." />;
  if (full.isError) {
    return (
      <p className="pro-portal__error" role="alert">
        {errorMessage(full.error, 'No se pudo cargar el artículo. Inténtalo de nuevo.')}
      </p>
    );
  }
  return (
    <>
      <ResourceContent text={full.data.article.content} />
      <Sources sources={full.data.article.sources} />
      <p className="resource-modal__notice">
        Contenido educativo con las reglas y cifras de las fuentes citadas, vigentes en la fecha en
        que las consultamos; los ejemplos son ilustrativos. No es asesoría legal, fiscal ni una
        oferta de préstamo: cada prestamista fija sus requisitos.
      </p>
    </>
  );
}

/** What a visitor or a free member reads: the opening, the sources and the invitation to Pro. */
function Preview({ article }: { article: ArticleSummary }) {
  const { user } = useUser();
  return (
    <>
      <div className="resource-content">
        <p>{article.preview}</p>
      </div>
      <section className="pro-upsell" aria-labelledby="pro-upsell-title">
        <h3 id="pro-upsell-title">Sigue leyendo con el plan Pro</h3>
        <p>
          El artículo completo ({article.words.toLocaleString('es-US')} palabras,{' '}
          {readingTimeLabel(article.readingMinutes)}) y todo el Portal Pro están incluidos en el
          plan Pro, con 7 días de prueba.
        </p>
        <div className="pro-upsell__actions">
          {user ? (
            <Link className="btn btn--primary" to="/checkout?plan=pro">
              Prueba Pro 7 días
            </Link>
          ) : (
            <>
              <Link className="btn btn--primary" to="/plan-pro">
                Ver el plan Pro
              </Link>
              <Link
                className="btn btn--ghost"
                to={`/login?returnTo=${encodeURIComponent(`/recursos-educativos?articulo=${article.id}`)}`}
              >
                Ya soy Pro: iniciar sesión
              </Link>
            </>
          )}
        </div>
      </section>
      <Sources sources={article.sources} />
    </>
  );
}

function Sources({ sources }: { sources: ArticleSource[] }) {
  return (
    <section className="pro-article__sources" aria-labelledby="pro-article-sources">
      <h3 id="pro-article-sources">Fuentes</h3>
      <ol>
        {sources.map((source) => (
          <li key={`${source.url}-${source.title}`}>
            <span className="pro-article__publisher">{source.publisher}</span>:{' '}
            <a href={source.url} target="_blank" rel="noreferrer">
              {source.title}
            </a>
            <span className="pro-article__read"> · consultada el {day(source.readOn)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
