import { useParams, useSearchParams } from 'react-router';
import { sharedLines, sharedLinesEn } from '@shared/lenders/shared-lines';
import { formatDate, formatDateEn } from '@shared/format';
import { Spinner } from '@/components/spinner';
import { ToolLayout } from '@/components/tool-layout';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useSearchAfterHydration } from '@/lib/hydration';
import { useSharedPackage } from '@/features/qualify/api/get-shared-package';
import {
  linkErrorText,
  SHARED_PAGE_TEXTS,
  type SharedPageLanguage,
} from '@/features/qualify/shared-package-texts';
import '@/features/qualify/components/qualify.css';

/**
 * /expediente-compartido/:token (public): the read-only package a member shared with a lender
 * (POST /api/lender-connections). A loan officer reads it: English first with US lending terms,
 * Spanish with `?lang=es` (the toggle). The token in the address is the only key; every open is
 * counted for the member; after 7 days or once the member withdraws it, the API's 404/410 shows
 * in the page's language.
 */
export default function SharedPackagePage() {
  const { token = '' } = useParams();
  // Drawn in English without its address: `?lang=es` is read once React has the page.
  const search = useSearchAfterHydration();
  const [, setSearch] = useSearchParams();
  const language: SharedPageLanguage = search.get('lang') === 'es' ? 'es' : 'en';
  const t = SHARED_PAGE_TEXTS[language];
  useDocumentTitle(t.documentTitle);
  const shared = useSharedPackage(token);
  const data = shared.data;
  const date = language === 'en' ? formatDateEn : formatDate;
  const lines = data ? (language === 'en' ? sharedLinesEn(data) : sharedLines(data)) : [];
  const other: SharedPageLanguage = language === 'en' ? 'es' : 'en';

  return (
    <ToolLayout
      lang={language}
      standalone={t.frame}
      eyebrow={t.eyebrow}
      title={data ? t.titleOf(data.memberName) : t.eyebrow}
      lead={<p>{t.lead}</p>}
      aside={
        <p className="shared-language">
          <button
            type="button"
            className="shared-language__switch"
            lang={other}
            onClick={() => setSearch(other === 'es' ? { lang: 'es' } : {}, { replace: true })}
          >
            {t.switchTo}
          </button>
        </p>
      }
    >
      <div className="screen-body">
        {shared.isPending ? <Spinner label={t.opening} /> : null}
        {shared.error ? (
          <section className="panel" aria-labelledby="shared-error">
            <h2 id="shared-error" className="panel__title">
              {t.errorTitle}
            </h2>
            <p role="alert">
              {linkErrorText(errorMessage(shared.error, t.errorFallback), language)}
            </p>
          </section>
        ) : null}
        {data ? (
          <section className="panel" aria-labelledby="shared-title">
            <h2 id="shared-title" className="panel__title">
              {data.programName} · {data.lenderName}
            </h2>
            {data.example ? <p className="qualify-example-note">{t.exampleNote}</p> : null}
            <p className="shared-from">
              {t.from}: <strong>{data.memberName}</strong> (
              <a href={`mailto:${data.memberEmail}`}>{data.memberEmail}</a>).{' '}
              {t.sentOn(date(data.createdAt), date(data.expiresAt))}
            </p>
            {data.message ? (
              <blockquote className="shared-message">
                {language === 'en' ? `"${data.message}"` : `«${data.message}»`}
              </blockquote>
            ) : null}
            <ul className="shared-lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {data.documents.length > 0 ? (
              <>
                <h3>{t.documents(data.documents.length)}</h3>
                <ul className="shared-lines">
                  {data.documents.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
                {data.downloadUrl ? (
                  <a className="qualify-connect-button shared-download" href={data.downloadUrl}>
                    {t.download}
                  </a>
                ) : null}
              </>
            ) : null}
          </section>
        ) : null}
      </div>
    </ToolLayout>
  );
}
