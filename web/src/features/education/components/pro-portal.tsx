import { useSearchParams } from 'react-router';
import { ARTICLE_LEVEL_LABELS, ARTICLE_TOPICS, type ArticleSummary } from '@shared/api/education';
import { readingTimeLabel } from '@shared/content/reading-time';
import { planAllows } from '@shared/plans';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/session';
import { useArticles } from '../api/get-articles';
import { ArticleDialog, publishedLabel } from './article-dialog';
import '@/features/resources/components/resources.css';
import './education.css';

/**
 * "Portal Pro" on /recursos-educativos: the Pro plan's articles on preparing a loan. Everyone sees
 * each card, its opening and its sources; a Pro or Elite member reads the full text, which only the
 * API sends, and only to them. ?articulo=<id> opens one.
 */
export function ProPortal() {
  const { user, isLoading } = useUser();
  const isPro = user ? planAllows(user.subscriptionPlan, user.subscriptionStatus, 'pro') : false;
  const articles = useArticles();
  const [params, setParams] = useSearchParams();
  const openId = params.get('articulo');
  const open = openId
    ? (articles.data?.articles.find((article) => article.id === openId) ?? null)
    : null;

  /** The open article lives in ?articulo=, so a link can open it too. */
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('articulo', id);
        else next.delete('articulo');
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="portal-pro" className="panel resource-section pro-portal">
      <div className="pro-portal__head">
        <h2 id="portal-pro" className="resource-section__title">
          Portal Pro: prepara tu préstamo
        </h2>
        <span className="pro-portal__badge">Plan Pro</span>
      </div>
      <p className="pro-portal__lead">
        {isPro
          ? 'Incluido en tu plan: artículos que explican lo que te preguntará un prestamista, con las reglas y cifras de sus fuentes y la fecha en que las consultamos.'
          : 'Artículos del plan Pro sobre lo que te preguntará un prestamista, con sus fuentes y fechas. Lee el inicio de cada uno; el texto completo es para miembros Pro y Elite.'}
      </p>
      {articles.isPending ? (
        <Spinner label="Cargando artículos..." />
      ) : articles.isError ? (
        <p className="pro-portal__error" role="alert">
          {errorMessage(articles.error, 'No se pudieron cargar los artículos del portal Pro.')}
        </p>
      ) : (
        <div className="resource-grid">
          {articles.data.articles.map((article) => (
            <ArticleCard
              key={article.id}
              article={article}
              locked={!isLoading && !isPro}
              onOpen={(article) => setOpen(article.id)}
            />
          ))}
        </div>
      )}
      <ArticleDialog
        article={open}
        isPro={isPro}
        sessionLoading={isLoading}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

function ArticleCard({
  article,
  locked,
  onOpen,
}: {
  article: ArticleSummary;
  locked: boolean;
  onOpen: (article: ArticleSummary) => void;
}) {
  return (
    <article className="resource-card pro-article-card">
      <div className="resource-card__meta">
        <span className="resource-type">{ARTICLE_TOPICS[article.topic]}</span>
        <span className={`difficulty difficulty--${article.level}`}>
          {ARTICLE_LEVEL_LABELS[article.level]}
        </span>
        {locked ? <span className="pro-lock">Solo Pro</span> : null}
      </div>
      <h3 className="resource-card__title">
        <button type="button" className="resource-card__open" onClick={() => onOpen(article)}>
          {article.title}
        </button>
      </h3>
      <p className="resource-card__description">{article.description}</p>
      <p className="pro-article-card__facts">
        <span>{readingTimeLabel(article.readingMinutes)}</span>
        <span>
          {article.sources.length} {article.sources.length === 1 ? 'fuente' : 'fuentes'}
        </span>
        <span>{publishedLabel(article.publishedOn)}</span>
      </p>
      <span className="resource-card__cta" aria-hidden="true">
        {locked ? 'Ver el inicio →' : 'Leer ahora →'}
      </span>
    </article>
  );
}
