import { describe, expect, it } from 'vitest';
import type { ApiPath } from './api-paths';
import { apiPath } from './api-paths';

describe('apiPath', () => {
  it('fills each {param} of a table path, encoded as one segment', () => {
    expect(apiPath('/api/deal-files/{id}', { id: 'a/b c' })).toBe('/api/deal-files/a%2Fb%20c');
    expect(
      apiPath('/api/staff/reviews/{memberId}/{reviewId}', { memberId: 'm', reviewId: 'r' }),
    ).toBe('/api/staff/reviews/m/r');
    expect(apiPath('/api/deal-files')).toBe('/api/deal-files');
  });

  it('accepts only the route table: tsc refuses a typo, a wrong method or a missing parameter', () => {
    // These lines compile only while the table has these routes (tsc runs on tests too).
    const get: ApiPath<'GET'> = '/api/deal-files';
    const withQuery: ApiPath<'GET'> = '/api/market?zip=33101';
    const filled: ApiPath<'DELETE'> = `/api/deal-files/${'abc'}`;
    // @ts-expect-error a typo is not a path of the table
    const typo: ApiPath<'GET'> = '/api/deal-file';
    // @ts-expect-error the table has no DELETE on the list
    const wrongMethod: ApiPath<'DELETE'> = '/api/deal-files';
    // @ts-expect-error {id} needs its value
    const missing = () => apiPath('/api/deal-files/{id}');
    expect([get, withQuery, filled, typo, wrongMethod, missing]).toHaveLength(6);
  });
});
