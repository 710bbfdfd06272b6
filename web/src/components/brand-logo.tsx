import { Link } from 'react-router';

/** The product mark (the favicon's house) and name, linking home. */
export function BrandLogo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link to="/" className={onDark ? 'brand brand--on-dark' : 'brand'}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f3d5e" />
        <path d="M7 17 16 9l9 8v8h-6v-5h-6v5H7z" fill="#f2b134" />
      </svg>
      <span>
        Inversor <strong>Listo</strong>
      </span>
    </Link>
  );
}
