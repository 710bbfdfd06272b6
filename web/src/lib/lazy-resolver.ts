import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's zod resolver whose schema, zod (~25 kB gzip) and the resolver load when the form is
 * first validated (its first submit, or a field left in 'onTouched' mode), not with the page: the
 * page draws, fills and answers without them. Create it once per form (module scope), with the
 * schema's module imported dynamically: `lazyZodResolver(() => import('@shared/api/x').then((m) =>
 * m.schema))`. A static import of that module elsewhere in the page brings zod back.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<ZodType<unknown, FieldValues>>,
): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}
